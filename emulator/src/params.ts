// Request-body decoding with Go's encoding/json semantics (what GoTrue's retrieveRequestParams does):
// unknown keys are ignored, keys match field names case-insensitively, `null` leaves a field at its
// zero value, and a value of the wrong JSON type is a 400 bad_json.

import { badRequest } from './errors'
import { exceedsMaxDepth } from './http/json-depth'

export type FieldKind = 'string' | 'bool' | 'object' | 'optionalString'

export type Spec = Record<string, FieldKind>

export type Decoded<S extends Spec> = {
  [K in keyof S]: S[K] extends 'string'
    ? string
    : S[K] extends 'bool'
      ? boolean | undefined
      : S[K] extends 'object'
        ? Record<string, unknown> | undefined
        : string | undefined
}

const GO_TYPE: Record<FieldKind, string> = {
  string: 'string',
  optionalString: 'string',
  bool: 'bool',
  object: 'map[string]interface {}',
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'object') return 'object'
  if (typeof value === 'boolean') return 'bool'
  return typeof value // 'string' | 'number'
}

function parseError(detail: string) {
  return badRequest('bad_json', `Could not parse request body as JSON: ${detail}`)
}

/** Parses a body as JSON the way Go would before decoding into a struct. */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8')
  if (text.trim() === '') throw parseError('unexpected end of JSON input')
  if (exceedsMaxDepth(text)) throw parseError('exceeded max depth')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const msg = error instanceof Error ? error.message : String(error)
    if (/end of (JSON )?input|Unterminated/i.test(msg)) throw parseError('unexpected end of JSON input')
    throw parseError(`invalid character in JSON (${msg.replace(/\s+/g, ' ').slice(0, 120)})`)
  }
}

export function decodeParams<S extends Spec>(body: Buffer, structName: string, spec: S): Decoded<S> {
  const parsed = parseJsonBody(body)
  return decodeValue(parsed, structName, spec)
}

export function decodeValue<S extends Spec>(parsed: unknown, structName: string, spec: S): Decoded<S> {
  const out: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(spec)) {
    out[name] = kind === 'string' ? '' : undefined
  }
  if (parsed === null) return out as Decoded<S>
  if (jsonKind(parsed) !== 'object') {
    throw parseError(`json: cannot unmarshal ${jsonKind(parsed)} into Go value of type api.${structName}`)
  }
  const fields = Object.keys(spec)
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const field =
      fields.find((name) => name === key) ?? fields.find((name) => name.toLowerCase() === key.toLowerCase())
    if (!field) continue
    const kind = spec[field] as FieldKind
    if (value === null) {
      out[field] = kind === 'string' ? (out[field] ?? '') : undefined
      continue
    }
    const actual = jsonKind(value)
    const ok =
      ((kind === 'string' || kind === 'optionalString') && actual === 'string') ||
      (kind === 'bool' && actual === 'bool') ||
      (kind === 'object' && actual === 'object')
    if (!ok) {
      throw parseError(
        `json: cannot unmarshal ${actual} into Go struct field ${structName}.${field} of type ${GO_TYPE[kind]}`,
      )
    }
    out[field] = value
  }
  return out as Decoded<S>
}
