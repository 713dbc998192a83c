// The PostgREST query string and headers a request carries, parsed into plain values: the select
// list, filters, order, limit/offset, on_conflict, columns, and the Prefer and Accept headers.
// Names are only syntax-checked here; sql.ts checks them against the catalog.

import { type IncomingHttpHeaders } from 'node:http'
import { RestError, parseError } from './errors'

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const
export type Operator = (typeof OPERATORS)[number]

export interface Filter {
  column: string
  negate: boolean
  op: Operator
  /** A list for `in`, the keyword for `is`, else the raw value (bound as a parameter). */
  value: string | string[]
}

export interface OrderTerm {
  column: string
  descending: boolean
  nulls: 'first' | 'last' | null
}

export interface SelectItem {
  column: string
  alias: string
}

export interface RestQuery {
  /** null selects every column (`*`). */
  select: SelectItem[] | null
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number
  onConflict: string[] | null
  columns: string[] | null
}

export interface Preferences {
  representation: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  count: boolean
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])
/** A column name as PostgREST's parser reads it (letters, digits, _, $; no dots or quotes). */
const NAME = /^[\p{L}_][\p{L}\p{N}_$]*$/u
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown'])

function names(what: string, raw: string): string[] {
  const list = raw.split(',').map((name) => name.trim())
  for (const name of list) {
    if (!NAME.test(name))
      throw parseError(what, raw, `unexpected "${name.slice(0, 1)}" expecting a column name`)
  }
  return list
}

function parseSelect(raw: string | null): SelectItem[] | null {
  if (raw === null || raw.trim() === '*') return null
  const items: SelectItem[] = []
  for (const part of raw.split(',').map((item) => item.trim())) {
    if (part === '*') return null
    const match = /^(?:([^:]+):)?([^:]+)$/.exec(part)
    const alias = match?.[1]?.trim()
    const column = match?.[2]?.trim() ?? ''
    if (!match || !NAME.test(column) || (alias !== undefined && !NAME.test(alias))) {
      throw parseError('select parameter', raw, 'unexpected input expecting a column name, an alias or "*"')
    }
    items.push({ column, alias: alias ?? column })
  }
  return items
}

/** `(a,b,"c,d")` -> ['a', 'b', 'c,d'] */
function parseList(raw: string, source: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError('filter', source, 'unexpected end of input expecting "("')
  const inner = raw.slice(1, -1)
  const values: string[] = []
  let i = 0
  while (i <= inner.length) {
    if (inner[i] === '"') {
      let value = ''
      i += 1
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\' && i + 1 < inner.length) i += 1
        value += inner[i]
        i += 1
      }
      if (inner[i] !== '"') throw parseError('filter', source, 'unexpected end of input expecting "\\""')
      i += 1
      values.push(value)
      if (i < inner.length && inner[i] !== ',')
        throw parseError('filter', source, 'unexpected input expecting ","')
    } else {
      const end = inner.indexOf(',', i)
      values.push(inner.slice(i, end === -1 ? inner.length : end))
      i = end === -1 ? inner.length : end
    }
    i += 1
  }
  return inner === '' ? [] : values
}

function parseFilter(column: string, raw: string): Filter {
  const source = `${column}=${raw}`
  if (!NAME.test(column)) {
    if (column === 'or' || column === 'and')
      throw parseError('logic tree', raw, 'logic trees (or/and) are not supported by the emulator')
    throw parseError('filter', source, `unexpected "${column.slice(0, 1)}" expecting a column name`)
  }
  let rest = raw
  const negate = rest.startsWith('not.')
  if (negate) rest = rest.slice(4)
  const dot = rest.indexOf('.')
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as Operator
  if (dot === -1 || !OPERATORS.includes(op)) {
    throw parseError(
      'filter',
      raw,
      `unexpected "${rest.slice(0, 1)}" expecting "not" or operator (${OPERATORS.join(', ')})`,
    )
  }
  const value = rest.slice(dot + 1)
  if (op === 'in') return { column, negate, op, value: parseList(value, raw) }
  if (op === 'is') {
    if (!IS_VALUES.has(value.toLowerCase()))
      throw parseError(
        'filter',
        raw,
        'unexpected input expecting null or trilean value (unknown, true, false)',
      )
    return { column, negate, op, value: value.toLowerCase() }
  }
  return { column, negate, op, value }
}

function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null) return []
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.')
    if (!NAME.test(column) || modifiers.length > 2)
      throw parseError('order', raw, 'unexpected input expecting a column name')
    let descending = false
    let nulls: OrderTerm['nulls'] = null
    modifiers.forEach((modifier, index) => {
      if (index === 0 && (modifier === 'asc' || modifier === 'desc')) descending = modifier === 'desc'
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last'
      else
        throw parseError(
          'order',
          raw,
          'unexpected input expecting "asc", "desc", "nullsfirst" or "nullslast"',
        )
    })
    return { column, descending, nulls }
  })
}

function count(what: string, raw: string | null): number | null {
  if (raw === null) return null
  if (!/^\d{1,15}$/.test(raw)) throw parseError(`${what} parameter`, raw, 'unexpected input expecting digit')
  return Number(raw)
}

function unquoteColumns(raw: string | null): string[] | null {
  if (raw === null) return null
  return names(
    'columns parameter',
    raw
      .split(',')
      .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
      .join(','),
  )
}

export function parseQuery(params: URLSearchParams): RestQuery {
  const filters: Filter[] = []
  for (const [key, value] of params) {
    if (!RESERVED.has(key)) filters.push(parseFilter(key, value))
  }
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: count('limit', params.get('limit')),
    offset: count('offset', params.get('offset')) ?? 0,
    onConflict: params.has('on_conflict')
      ? names('on_conflict parameter', params.get('on_conflict') ?? '')
      : null,
    columns: unquoteColumns(params.get('columns')),
  }
}

const headerText = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(',') : (value ?? '')
}

export function parsePreferences(headers: IncomingHttpHeaders): Preferences {
  const tokens = new Set(
    headerText(headers, 'prefer')
      .split(/[,;]/)
      .map((token) => token.trim()),
  )
  return {
    representation: tokens.has('return=representation'),
    resolution: tokens.has('resolution=merge-duplicates')
      ? 'merge-duplicates'
      : tokens.has('resolution=ignore-duplicates')
        ? 'ignore-duplicates'
        : null,
    count: tokens.has('count=exact') || tokens.has('count=planned') || tokens.has('count=estimated'),
  }
}

/** Whether the client asked for one object (`.single()`). */
export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  return /application\/vnd\.pgrst\.object(\+json)?/i.test(headerText(headers, 'accept'))
}

/** Only `public` is exposed, as in supabase/config.toml. */
export function checkProfile(headers: IncomingHttpHeaders, write: boolean): void {
  const profile = headerText(headers, write ? 'content-profile' : 'accept-profile')
  if (profile !== '' && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      'Invalid schema: ' + profile,
      null,
      'Only the following schemas are exposed: public',
    )
  }
}
