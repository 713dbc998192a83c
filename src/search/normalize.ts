/**
 * Text as the matcher compares it: NFKC (full-width letters, ligatures and compatibility forms fold
 * to their plain form) and lower case. `toOriginal` maps an offset in the folded text back to the
 * original, for highlighting; it is absent when folding kept every character in place.
 */
export interface FoldedText {
  folded: string
  toOriginal?: Uint32Array
}

export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

export function foldWithOffsets(text: string): FoldedText {
  const folded = fold(text)
  // The common case: one code unit in, one out (Chinese and ASCII text), so offsets are shared.
  if (folded.length === text.length) return { folded, toOriginal: undefined }
  let result = ''
  const offsets: number[] = []
  let index = 0
  for (const char of text) {
    const piece = fold(char)
    for (let i = 0; i < piece.length; i += 1) offsets.push(index)
    result += piece
    index += char.length
  }
  offsets.push(index)
  return { folded: result, toOriginal: Uint32Array.from(offsets) }
}

export function originalOffset(text: FoldedText, offset: number): number {
  return text.toOriginal ? (text.toOriginal[offset] ?? text.toOriginal.at(-1) ?? offset) : offset
}
