// Our own merge, not tailwind-merge: the library and its trimmed config cost 5.2 KB gzip on every page's
// entry script. It knows only the class groups src/ uses; cn.test.ts fails where it merges a pair of
// src/'s classes differently from the full library. Anything it does not know is kept as it is.
// Variants are compared as written: tailwind-merge would also let `focus:hover:` override
// `hover:focus:`, which no pair in src/ needs yet.

// Values are checked only where one prefix is shared by several groups (`text-sm` size against
// `text-muted-foreground` colour) or where src/ has a word that only looks like a class (`h-header`).
const size =
  /^([\d.]+|px|auto|full|screen|fit|min|max|none|prose|lh|[dls]?v[wh]|\d*(xs|sm|md|lg|xl)|\[.+\]|\(.+\))$/
const textSize = /^(base|\d*(xs|sm|md|lg|xl)|\[[\d.].*\])$/
const width = /^(\d*|\[[\d.].*\])$/
const scale = /^(|none|inner|full|\d*(xs|sm|md|lg|xl)|\[.+\])$/
const weight = /^((extra|semi)?(bold|light)|thin|normal|medium|black)$/
const lineStyle = /^(solid|dashed|dotted|double|hidden|none|wavy)$/
const keyword = /^(none|spin|ping|pulse|bounce|\[.+\])$/
const any = /./

// `prefix` or `prefix=group`. A trailing `+` adds the sides (`p+`: p px py pt pr pb pl) as groups
// `p_x`, `p_t`…, so that a later `p-4` drops them, `px-4` drops `p_r` and `p_l`, `py-4` `p_t` and
// `p_b`. Other groups a class overrides are written as its sides too: `size` overrides `w=size_x`.
// Where a prefix has several groups, the first whose value matches wins, and the later ones are
// numbered: `text` is the size, `text1` the colour.
const prefixGroups: [RegExp, string][] = [
  [
    size,
    'p+ m+ inset-+ top=inset_t right=inset_r bottom=inset_b left=inset_l size w=size_x h=size_y min-w min-h ' +
      'max-w max-h gap-+ space-y scroll-m+ indent translate-x translate-y border-spacing',
  ],
  [textSize, 'text'],
  [weight, 'font'],
  [width, 'border-+ divide-x divide-y outline ring ring-offset'],
  [scale, 'rounded-+ shadow blur backdrop-blur'],
  [lineStyle, 'border outline decoration'],
  [keyword, 'animate content'],
  [
    any,
    'text bg bg-linear from via to border-+ divide outline ring ring-offset shadow decoration fill accent ' +
      'font leading=text_t tracking flex shrink=flex_t grid-cols col-span col-start row-span row-start ' +
      'items justify justify-items self overflow-+ z opacity duration ease transition rotate cursor ' +
      'select pointer-events whitespace break list align object caption aspect underline-offset outline-offset',
  ],
]

// Classes that are a whole keyword; the first word of each list names the group.
const exactGroups =
  'block inline-block inline flex inline-flex table grid contents hidden,fixed absolute relative sticky,' +
  'visible invisible,sr-only not-sr-only,isolate,italic,underline,uppercase,truncate,' +
  'text-left text-center text-right text-justify text-start text-end,' +
  'text-wrap text-nowrap text-balance text-pretty,tabular-nums,flex-row flex-row-reverse flex-col ' +
  'flex-col-reverse,flex-wrap flex-nowrap,border-collapse border-separate,ring-inset,transition'

const byPrefix = new Map<string, [RegExp, string][]>()
const add = (prefix: string, test: RegExp, group: string) =>
  byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), [test, group]])
for (const [test, entries] of prefixGroups) {
  for (const entry of entries.split(' ')) {
    const [name, group] = entry.split('=')
    const stem = name.replace(/-?\+$/, '')
    const id = group ?? stem + (byPrefix.get(stem)?.length || '')
    for (const side of name.endsWith('+') ? ['', ...'xytrbl'] : ['']) {
      add(side ? name.slice(0, -1) + side : stem, test, id + (side && `_${side}`))
    }
  }
}
// A whole keyword is a prefix with no value.
for (const list of exactGroups.split(',')) {
  for (const name of list.split(' ')) add(name, /^$/, list.split(' ')[0])
}
const coveredSides: Record<string, string> = { '': 'xytrbl', x: 'rl', y: 'tb' }

/** The group of a class without its variants, or undefined for a word that is no class we know. */
function groupOf(base: string): string | undefined {
  // `[font:inherit]` only overrides another `[font:…]`.
  const property = /^\[[\w-]+:/.exec(base)
  if (property) return property[0]
  // `-mt-2` is an `mt`; `bg-primary/90` a `bg` colour.
  const name = base.replace(/^-/, '').replace(/\/[\w.]+$/, '')
  // The longest known prefix first: `border-l-2` is a `border-l` width, not a `border` colour.
  for (let end = name.length; end > 0; end = name.lastIndexOf('-', end - 1)) {
    for (const [test, group] of byPrefix.get(name.slice(0, end)) ?? []) {
      if (test.test(name.slice(end + 1))) return group
    }
  }
}

/** Drops each class that a later class with the same variants overrides, as tailwind-merge does. */
export function mergeClasses(classes: string): string {
  const overridden = new Set<string>()
  const kept: string[] = []
  for (const word of classes.trim().split(/\s+/).reverse()) {
    // The variants end at the last `:` outside brackets: `[&>*:first-child]:p-0` is a `p` class.
    const cut = word.replace(/\[.*?\]|\(.*?\)/g, (inner) => ' '.repeat(inner.length)).lastIndexOf(':') + 1
    const base = word.slice(cut).replace(/^!|!$/, '')
    const group = groupOf(base)
    if (group) {
      // `!` sets a class apart as a variant does.
      const scope = word.slice(0, cut) + (base.length < word.length - cut ? '!' : '')
      if (overridden.has(scope + group)) continue
      const [stem, side = ''] = group.split('_')
      overridden.add(scope + group)
      for (const covered of coveredSides[side] ?? '') overridden.add(`${scope}${stem}_${covered}`)
    }
    kept.unshift(word)
  }
  return kept.join(' ')
}
