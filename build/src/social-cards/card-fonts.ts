import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The card's typeface: Noto Sans SC from the npm package @fontsource/noto-sans-sc, so every machine
 * draws the same glyphs (system fonts differ). Fontsource splits it into ~100 unicode-range subsets
 * per weight; satori reads WOFF but not WOFF2, so each subset's .woff is loaded, and only the
 * subsets a card's characters fall into.
 */
const packageDir = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json'))

export const cardFontFamily = 'Noto Sans SC'
export type CardFontWeight = 400 | 700

export interface FontSubset {
  /** The .woff file, relative to the package. */
  file: string
  weight: CardFontWeight
  /** Inclusive code point ranges, from the @font-face's unicode-range. */
  ranges: [number, number][]
}

/** "U+4e00-4e0a,U+ff01" -> [[0x4e00, 0x4e0a], [0xff01, 0xff01]] */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)]
  })
}

/** Every subset of one weight, read from the package's own CSS (the source of its unicode ranges). */
export function fontSubsets(weight: CardFontWeight): FontSubset[] {
  const css = readFileSync(join(packageDir, `${weight}.css`), 'utf8')
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(body)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1]
    if (!file || !range)
      throw new Error(
        `@fontsource/noto-sans-sc/${weight}.css has a @font-face without a .woff or a unicode-range`,
      )
    return { file, weight, ranges: parseUnicodeRange(range) }
  })
}

const covers = (subset: FontSubset, codePoint: number) =>
  subset.ranges.some(([start, end]) => codePoint >= start && codePoint <= end)

/** The subsets that hold the characters of `text` (white space needs none); throws for a character none covers. */
export function subsetsFor(text: string, subsets: readonly FontSubset[]): FontSubset[] {
  const needed = new Set<FontSubset>()
  for (const character of new Set(text.replace(/\s/g, ''))) {
    const codePoint = character.codePointAt(0) ?? 0
    const subset = subsets.find((candidate) => covers(candidate, codePoint))
    if (!subset)
      throw new Error(`No subset of ${cardFontFamily} covers "${character}" (U+${codePoint.toString(16)})`)
    needed.add(subset)
  }
  return [...needed]
}

const loaded = new Map<string, Buffer>()

/** The subset's font file, read once per build. */
export function fontData(subset: FontSubset): Buffer {
  let data = loaded.get(subset.file)
  if (!data) {
    data = readFileSync(join(packageDir, subset.file))
    loaded.set(subset.file, data)
  }
  return data
}

/** The package's version: part of the cache key, so a font update redraws every card. */
export const fontVersion = (
  JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version
