// HS256 access tokens signed with the configured secret (jose), and verification that answers with
// the same messages as GoTrue's golang-jwt parser (so clients see the same error text).

import { createHmac } from 'node:crypto'
import { SignJWT } from 'jose'
import { constantTimeEqual } from './crypto'
import { parseJson } from './http/json-depth'

export interface AmrEntry {
  method: string
  timestamp: number
}

export interface AccessTokenClaims {
  iss?: string
  sub: string
  aud: string
  exp: number
  iat: number
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  role: string
  aal: string
  amr: AmrEntry[]
  session_id: string
  is_anonymous: boolean
}

export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  const payload: Record<string, unknown> = {}
  if (claims.iss) payload.iss = claims.iss
  Object.assign(payload, {
    sub: claims.sub,
    aud: claims.aud,
    exp: claims.exp,
    iat: claims.iat,
    email: claims.email,
    phone: claims.phone,
    app_metadata: claims.app_metadata,
    user_metadata: claims.user_metadata,
    role: claims.role,
    aal: claims.aal,
    amr: claims.amr,
    session_id: claims.session_id,
    is_anonymous: claims.is_anonymous,
  })
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))
}

/** Signs an arbitrary payload (used to mint API keys for a custom secret). */
export async function signPayload(payload: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))
}

export class JwtError extends Error {}

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(segment))
    throw new JwtError(`token is malformed: could not base64 decode ${what}`)
  let parsed: unknown
  try {
    parsed = parseJson(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    throw new JwtError(`token is malformed: could not JSON decode ${what}`)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new JwtError(`token is malformed: could not JSON decode ${what}`)
  }
  return parsed as Record<string, unknown>
}

/**
 * Verifies an HS256 JWT. Throws JwtError with golang-jwt v5 style messages:
 * malformed, signing method not allowed, bad signature, expired, not yet valid.
 */
export function verifyHs256(token: string, secret: string, nowSeconds: number): Record<string, unknown> {
  const parts = token.split('.')
  if (parts.length !== 3)
    throw new JwtError('token is malformed: token contains an invalid number of segments')
  const [headerPart, claimsPart, signature] = parts as [string, string, string]
  const header = decodeSegment(headerPart, 'header')
  const alg = header.alg
  if (alg !== 'HS256')
    throw new JwtError(`token signature is invalid: signing method ${String(alg)} is invalid`)
  const claims = decodeSegment(claimsPart, 'claim')
  const expected = createHmac('sha256', secret).update(`${headerPart}.${claimsPart}`).digest('base64url')
  if (!/^[A-Za-z0-9_-]*$/.test(signature) || !constantTimeEqual(expected, signature)) {
    throw new JwtError('token signature is invalid: signature is invalid')
  }
  for (const name of ['exp', 'nbf', 'iat'] as const) {
    if (claims[name] !== undefined && typeof claims[name] !== 'number') {
      throw new JwtError(`token has invalid claims: ${name} is invalid`)
    }
  }
  if (typeof claims.exp === 'number' && nowSeconds >= claims.exp) {
    throw new JwtError('token has invalid claims: token is expired')
  }
  if (typeof claims.nbf === 'number' && nowSeconds < claims.nbf) {
    throw new JwtError('token has invalid claims: token is not valid yet')
  }
  for (const name of ['sub', 'role', 'session_id', 'email', 'phone'] as const) {
    if (claims[name] !== undefined && typeof claims[name] !== 'string') {
      throw new JwtError('token is malformed: could not JSON decode claim')
    }
  }
  return claims
}

/** The audience claim as a list (a string or an array of strings). */
export function audienceOf(claims: Record<string, unknown>): string[] {
  const aud = claims.aud
  if (typeof aud === 'string') return [aud]
  if (Array.isArray(aud)) return aud.filter((entry): entry is string => typeof entry === 'string')
  return []
}
