// One nesting limit for all JSON a request brings: bodies on every server and the claims of a
// JWT. JSON.parse copes with any depth, but JSON.stringify (the data API's bind parameters and
// the claims it hands Postgres) overflows the stack a few thousand levels down, so deeper input is
// refused before it is parsed. No real client nests anywhere near this deep.

/** Where the auth API has always stopped (Go's encoding/json allows 10000; Postgres jsonb far fewer). */
export const MAX_JSON_DEPTH = 512

/** Whether arrays and objects in `text` nest deeper than MAX_JSON_DEPTH (brackets in strings do not count). */
export function exceedsMaxDepth(text: string): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 92 /* \ */) index++
      else if (code === 34 /* " */) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      depth++
      if (depth > MAX_JSON_DEPTH) return true
    } else if (code === 125 /* } */ || code === 93 /* ] */) depth--
  }
  return false
}

/** JSON.parse for request input: too deep is a SyntaxError, like any other text that is not JSON. */
export function parseJson(text: string): unknown {
  if (exceedsMaxDepth(text)) throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  return JSON.parse(text) as unknown
}
