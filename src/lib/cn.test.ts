import { twMerge } from 'tailwind-merge'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { cn } from './cn'

// Read through Vite rather than node:fs: the app's tsconfig has no Node types, as app code runs in browsers.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Every whitespace-separated word of every string and template literal in src/, tests left out. */
function wordsInSourceStrings(): string[] {
  const words = new Set<string>()
  for (const [file, text] of Object.entries(sources)) {
    // The merge's own strings are class prefixes and keywords, not classes.
    if (file.endsWith('/merge-classes.ts')) continue
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of node.text.split(/\s+/)) if (word) words.add(word)
      }
      ts.forEachChild(node, visit)
    }
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest))
  }
  return [...words].sort()
}

/** `md:hover:px-4!` → `md:hover:!` and `px-4`: the variants and `!` (a class only overrides one with
 * the same ones) and the class itself. A `:` inside brackets, as in `[&_a:hover]:`, is no separator. */
function splitVariants(word: string): [variants: string, base: string] {
  let depth = 0
  let end = 0
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '[' || word[i] === '(') depth++
    else if (word[i] === ']' || word[i] === ')') depth--
    else if (word[i] === ':' && depth === 0) end = i + 1
  }
  const variants = word.slice(0, end)
  const base = word.slice(end)
  if (base.endsWith('!')) return [`${variants}!`, base.slice(0, -1)]
  if (base.startsWith('!')) return [`${variants}!`, base.slice(1)]
  return [variants, base]
}

describe('cn', () => {
  it('merges the classes the components override', () => {
    expect(cn('text-sm', 'text-base')).toBe('text-base')
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full')
    expect(cn('px-4', 'px-0')).toBe('px-0')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('text-sm', 'text-muted-foreground')).toBe('text-sm text-muted-foreground')
    expect(cn('border border-border', 'border-2 border-primary/40')).toBe('border-2 border-primary/40')
    expect(cn('hover:bg-muted', 'hover:bg-primary/90', 'bg-card')).toBe('hover:bg-primary/90 bg-card')
    expect(cn('inline-flex', false, ['gap-1', undefined], 'hidden')).toBe('gap-1 hidden')
  })

  it('merges every pair of classes in src/ exactly as the default twMerge does', () => {
    const words = wordsInSourceStrings()
    const mismatches: string[] = []
    const check = (classes: string) => {
      const slim = cn(classes)
      const full = twMerge(classes)
      if (slim !== full) mismatches.push(`"${classes}": cn → "${slim}", twMerge → "${full}"`)
    }
    // Both merges must agree on which words are classes: a class removes its own repeat, other words stay.
    for (const word of words) check(`${word} ${word}`)
    // A word that is no class never removes another and is never removed, so only classes need pairing.
    // Whether `a b` drops `a` depends on two things apart: whether both have the same variants and `!`
    // (in tailwind-merge's order), and whether b's class group overrides a's. So every pair of variant
    // prefixes is tried on one class, and every pair of base classes without variants, which is far
    // fewer merges than every pair of words and covers the same cases.
    const classes = words.filter((word) => twMerge(`${word} ${word}`) === word).map(splitVariants)
    const variants = [...new Set(classes.map(([variant]) => variant))]
    const bases = [...new Set(classes.map(([, base]) => base))]
    const probe = (variant: string) =>
      variant.endsWith('!') ? `${variant.slice(0, -1)}${bases[0]}!` : `${variant}${bases[0]}`
    for (const a of variants) for (const b of variants) if (a !== b) check(`${probe(a)} ${probe(b)}`)
    for (const a of bases) for (const b of bases) if (a !== b) check(`${a} ${b}`)

    // Guards the collector: finding no classes would make this test pass on anything.
    expect(Object.keys(sources).length).toBeGreaterThan(200)
    expect(classes.length).toBeGreaterThan(500)
    expect(mismatches.slice(0, 30), `${mismatches.length} merges differ`).toEqual([])
  })
})
