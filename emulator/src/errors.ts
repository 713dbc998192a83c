// GoTrue's three error kinds and how they are written, by API version.

import { type ServerResponse } from 'node:http'

/** A coded API error (GoTrue's HTTPError). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** An OAuth-style error: `{"error": ..., "error_description": ...}`, always 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
  }
}

export class WeakPasswordError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message)
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message)
export const unauthorized = (code: string, message: string) => new ApiError(401, code, message)
export const forbidden = (code: string, message: string) => new ApiError(403, code, message)
export const notFound = (code: string, message: string) => new ApiError(404, code, message)
export const unprocessable = (code: string, message: string) => new ApiError(422, code, message)
export const tooManyRequests = (code: string, message: string) => new ApiError(429, code, message)
export const internalError = (message: string) => new ApiError(500, '', message)

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
export const API_VERSION_2024 = '2024-01-01'

/**
 * GoTrue's DetermineClosestAPIVersion: a valid YYYY-MM-DD on or after 2024-01-01 selects the
 * 2024-01-01 format; anything else (absent, older, malformed) the initial one.
 */
export function resolveApiVersion(header: string | string[] | undefined): '2024-01-01' | null {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return null
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return null
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`)
    return null
  return value.trim() >= API_VERSION_2024 ? API_VERSION_2024 : null
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const data = Buffer.from(JSON.stringify(body))
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(data.length),
  })
  res.end(data)
}

/** Writes any thrown value as GoTrue does (HandleResponseError). Unknown values become 500 unexpected_failure. */
export function writeError(
  res: ServerResponse,
  err: unknown,
  apiVersion: '2024-01-01' | null,
  requestId: string,
) {
  const headers: Record<string, string> = {}
  if (apiVersion) headers[API_VERSION_HEADER] = apiVersion

  if (err instanceof WeakPasswordError) {
    if (apiVersion) {
      sendJson(
        res,
        422,
        { code: 'weak_password', message: err.message, weak_password: { reasons: err.reasons } },
        headers,
      )
    } else {
      headers['x-sb-error-code'] = 'weak_password'
      sendJson(
        res,
        422,
        { code: 422, error_code: 'weak_password', msg: err.message, weak_password: { reasons: err.reasons } },
        headers,
      )
    }
    return
  }
  if (err instanceof OAuthError) {
    sendJson(res, 400, { error: err.error, error_description: err.description }, headers)
    return
  }
  const e =
    err instanceof ApiError
      ? err
      : new ApiError(500, '', 'Unexpected failure, please check server logs for more information')
  const code = e.code || (e.status === 500 ? 'unexpected_failure' : 'unknown')
  if (e.code) headers['x-sb-error-code'] = e.code
  if (apiVersion) {
    sendJson(res, e.status, { code, message: e.message }, headers)
  } else {
    const body: Record<string, unknown> = { code: e.status, error_code: code, msg: e.message }
    if (e.status >= 500) body.error_id = requestId
    sendJson(res, e.status, body, headers)
  }
}

/** GoTrue's oauthErrorMap (HTTP status → OAuth `error` value for redirects). */
export function oauthErrorFor(status: number): string | undefined {
  switch (status) {
    case 400:
      return 'invalid_request'
    case 401:
      return 'unauthorized_client'
    case 403:
      return 'access_denied'
    case 500:
      return 'server_error'
    case 503:
      return 'temporarily_unavailable'
    default:
      return undefined
  }
}

/** Postgres "data exception" / "program limit" errors caused by hostile input are answered as 400s, never 5xx. */
export function isInputDataError(err: unknown): err is Error & { code: string } {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  return typeof code === 'string' && /^(22|54)/.test(code)
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && (err as { code?: unknown }).code === '23505'
}
