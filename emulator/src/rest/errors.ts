// PostgREST's error answers: `{code, details, hint, message}` with its HTTP status for each
// PostgreSQL error class and for its own PGRST codes.

import { type Reply, jsonReply } from '../http/reply'

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** A Postgres error as PGlite throws it. */
interface PgError {
  code: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgError {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/** PostgREST's status for a Postgres error code (errors.html, "HTTP Status Codes"). */
function statusFor(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '42883' || code === '42P01') return 404
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  const exact: Record<string, number> = { '40001': 409, '42P17': 500, '57014': 500 }
  if (exact[code]) return exact[code]
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

export function fromPgError(error: PgError, anonymous: boolean): RestError {
  return new RestError(
    statusFor(error.code, anonymous),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  )
}

export function restErrorReply(error: RestError): Reply {
  const body = { code: error.code, details: error.details, hint: error.hint, message: error.message }
  return jsonReply(body, error.status, error.headers)
}

export const parseError = (what: string, value: string, details: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`, details)

export const unknownTable = (table: string) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`)

export const unknownBodyColumn = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)

export const invalidBody = () => new RestError(400, 'PGRST102', 'Empty or invalid json')

export const notSingle = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
