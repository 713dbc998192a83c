import { parse, type Font } from 'opentype.js'
import { describe, expect, it } from 'vitest'
import { fontData, fontSubsets, parseUnicodeRange, subsetsFor } from './card-fonts'
import { cardCharacters } from './card-text'
import { cardFonts } from './render-card'
import { siteCards } from './site-cards'

const parsed = new Map<Buffer, Font>()
const fontOf = (data: Buffer) => {
  let font = parsed.get(data)
  if (!font) {
    font = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer)
    parsed.set(data, font)
  }
  return font
}

describe('the social cards’ font', () => {
  it('has a glyph for every character of every card, in the weight and the font files that card loads', () => {
    const cards = siteCards()
    expect(cards.length).toBeGreaterThan(90)
    const missing: string[] = []
    for (const card of cards) {
      const fonts = cardFonts(card.text)
      const characters = cardCharacters(card.text)
      for (const weight of [400, 700] as const) {
        const loaded = fonts
          .filter((font) => font.weight === weight)
          .map((font) => fontOf(font.data as Buffer))
        for (const character of new Set(characters[weight].replace(/\s/g, ''))) {
          if (!loaded.some((font) => font.charToGlyphIndex(character) > 0))
            missing.push(`${card.imagePath} ${weight} "${character}"`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('reads the package’s unicode ranges', () => {
    expect(parseUnicodeRange('U+4e00-4e0a, U+ff01')).toEqual([
      [0x4e00, 0x4e0a],
      [0xff01, 0xff01],
    ])
    expect(fontSubsets(700).length).toBeGreaterThan(90)
  })

  it('loads only the subsets a text needs, and refuses a character no subset holds', () => {
    const subsets = fontSubsets(700)
    const needed = subsetsFor('SEO 营销', subsets)
    expect(needed.length).toBeLessThan(4)
    for (const subset of needed) expect(fontData(subset).subarray(0, 4).toString('latin1')).toBe('wOFF')
    expect(() => subsetsFor('\u{1F9FF}\u{E000}', subsets)).toThrow(/No subset/)
  })
})
