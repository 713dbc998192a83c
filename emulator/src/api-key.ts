// The Supabase gateway's API key check in front of /auth/v1.

import { type IncomingHttpHeaders } from 'node:http'
import { type App } from './app'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './local-defaults'
import { verifyHs256 } from './jwt'

export const GATEWAY_NO_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
}
const GATEWAY_BAD_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
}

/**
 * The gateway's answer to a missing (when required) or bad key, or null for a good one: an HS256 key signed with
 * the JWT secret whose role is anon or service_role (the local well-known keys are such keys), or
 * one of the well-known sb_ keys.
 */
export function apiKeyProblem(app: App, headers: IncomingHttpHeaders, query: URLSearchParams): object | null {
  const header = headers.apikey
  const key = (Array.isArray(header) ? header[0] : header) ?? query.get('apikey') ?? ''
  // Like the Supabase CLI's gateway, no key at all passes unless EMULATOR_REQUIRE_APIKEY is set.
  if (key === '') return app.services.config.requireApiKey ? GATEWAY_NO_KEY : null
  if (key === LOCAL_PUBLISHABLE_KEY || key === LOCAL_SECRET_KEY) return null
  try {
    const claims = verifyHs256(key, app.services.config.jwtSecret, Math.floor(app.services.now() / 1000))
    if (claims.role === 'anon' || claims.role === 'service_role') return null
  } catch {
    // an unverifiable key is a bad key
  }
  return GATEWAY_BAD_KEY
}
