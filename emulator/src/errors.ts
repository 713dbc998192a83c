// GoTrue's three error kinds and how they are written, by API version.

import { type Reply, jsonReply } from './http/reply'

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
  const day = value.trim()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null
  return day >= API_VERSION_2024 ? API_VERSION_2024 : null
}

/** Any thrown value as GoTrue answers it (HandleResponseError). Unknown values become 500 unexpected_failure. */
export function errorReply(error: unknown, apiVersion: '2024-01-01' | null, requestId: string): Reply {
  const headers: Record<string, string> = {}
  if (apiVersion) headers[API_VERSION_HEADER] = apiVersion
  if (error instanceof WeakPasswordError) {
    const weakPassword = { reasons: error.reasons }
    if (apiVersion) {
      return jsonReply(
        { code: 'weak_password', message: error.message, weak_password: weakPassword },
        422,
        headers,
      )
    }
    headers['x-sb-error-code'] = 'weak_password'
    const body = { code: 422, error_code: 'weak_password', msg: error.message, weak_password: weakPassword }
    return jsonReply(body, 422, headers)
  }
  if (error instanceof OAuthError) {
    return jsonReply({ error: error.error, error_description: error.description }, 400, headers)
  }
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(500, '', 'Unexpected failure, please check server logs for more information')
  const code = apiError.code || (apiError.status === 500 ? 'unexpected_failure' : 'unknown')
  if (apiError.code) headers['x-sb-error-code'] = apiError.code
  if (apiVersion) return jsonReply({ code, message: apiError.message }, apiError.status, headers)
  const body: Record<string, unknown> = { code: apiError.status, error_code: code, msg: apiError.message }
  if (apiError.status >= 500) body.error_id = requestId
  return jsonReply(body, apiError.status, headers)
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
export function isInputDataError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^(22|54)/.test(code)
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '23505'
}
