import { inflateSync } from 'node:zlib'
import { parse, type Font } from 'opentype.js'
import { describe, expect, it } from 'vitest'
import { fontData, fontSubsets, parseUnicodeRange, subsetsFor } from './card-fonts'
import { cardCharacters } from './card-text'
import { cardFonts } from './render-card'
import { siteCards } from './site-cards'

/**
 * The WOFF file as the font it wraps. opentype.js's own inflater refuses some of the package's
 * subsets (a "Data error" on Noto Sans SC 700, subset 101) that Node's zlib and satori read.
 */
function sfntOf(woff: Buffer): ArrayBuffer {
  const tableCount = woff.readUInt16BE(12)
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20
    const [offset, stored, size] = [
      woff.readUInt32BE(entry + 4),
      woff.readUInt32BE(entry + 8),
      woff.readUInt32BE(entry + 12),
    ]
    const data = woff.subarray(offset, offset + stored)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored < size ? inflateSync(data) : data,
    }
  })
  const header = Buffer.alloc(12 + 16 * tableCount)
  woff.copy(header, 0, 4, 8)
  header.writeUInt16BE(tableCount, 4)
  let at = header.length
  const bodies = tables.map((table, index) => {
    const entry = 12 + index * 16
    table.tag.copy(header, entry)
    header.writeUInt32BE(table.checksum, entry + 4)
    header.writeUInt32BE(at, entry + 8)
    header.writeUInt32BE(table.data.length, entry + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    at += padded.length
    return padded
  })
  const font = Buffer.concat([header, ...bodies])
  return font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength) as ArrayBuffer
}

const parsed = new Map<Buffer, Font>()
const fontOf = (data: Buffer) => {
  let font = parsed.get(data)
  if (!font) {
    font = parse(sfntOf(data))
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
