// opentype.js 2 ships no types; the font test needs only parsing and the character map.
declare module 'opentype.js' {
  export interface Font {
    charToGlyphIndex(character: string): number
  }
  export function parse(buffer: ArrayBuffer): Font
}
