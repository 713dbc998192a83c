/** Line and column (both from 1) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

/**
 * Where the value at a JSON path starts in the text (the deepest part of the path that exists, so a
 * missing key points at the object that lacks it). A tiny scanner of valid JSON, because editors need
 * the line in their editor and JSON.parse forgets positions.
 */
export function offsetOfPath(text: string, path: readonly (string | number)[]): number {
  let index = 0
  const skipSpace = () => {
    while (/\s/.test(text[index] ?? '')) index++
  }
  const readString = (): string => {
    const start = index
    index++
    while (text[index] !== '"') index += text[index] === '\\' ? 2 : 1
    index++
    return JSON.parse(text.slice(start, index)) as string
  }
  // Skips one value; when `target` names a key or item inside it, stops there instead.
  const walk = (depth: number): number => {
    skipSpace()
    const start = index
    const wanted = path[depth]
    const open = text[index]
    if (open === '{' || open === '[') {
      index++
      for (let item = 0; ; item++) {
        skipSpace()
        if (text[index] === '}' || text[index] === ']') {
          index++
          return start
        }
        const key = open === '{' ? readString() : item
        if (open === '{') {
          skipSpace()
          index++ // the colon
        }
        if (wanted !== undefined && String(key) === String(wanted)) return walk(depth + 1)
        walk(path.length) // skip the value whole
        skipSpace()
        if (text[index] === ',') index++
      }
    }
    if (open === '"') readString()
    else while (index < text.length && !/[\s,\]}]/.test(text[index])) index++
    return start
  }
  return walk(0)
}
