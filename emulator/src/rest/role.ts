// Who a data API request runs as: the role and claims of the `Authorization: Bearer` JWT, else of
// the `apikey` (anon or service-role key), verified with the auth API's secret and code. The
// gateway refuses a request with neither, and a bad key, as it does in front of /auth/v1.

import { type IncomingHttpHeaders } from 'node:http'
import { GATEWAY_NO_KEY, apiKeyProblem } from '../api-key'
import { type App } from '../app'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../local-defaults'
import { verifyHs256 } from '../jwt'
import { RestError } from './errors'

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type ApiRole = (typeof API_ROLES)[number]

/** The gateway's own refusal (no or bad API key): its body, not PostgREST's error shape. */
export class GatewayRefusal extends Error {
  constructor(readonly body: object) {
    super('refused by the gateway')
  }
}

export interface RequestRole {
  role: ApiRole
  claims: Record<string, unknown>
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** PostgREST's answer to a JWT it cannot use (v13 texts), with the WWW-Authenticate it sends. */
function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  const description = message.replace(/["\\]/g, '')
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  })
}

function claimsOfJwt(token: string, app: App): Record<string, unknown> {
  const parts = token.split('.').length
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header')
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`)
  try {
    return verifyHs256(token, app.services.config.jwtSecret, Math.floor(app.services.now() / 1000))
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (message.includes('expired')) throw jwtError('PGRST303', 'JWT expired')
    if (message.includes('not valid yet')) throw jwtError('PGRST303', 'JWT not yet valid')
    if (message.includes('signature')) throw jwtError('PGRST301', 'No suitable key or wrong key type')
    throw jwtError('PGRST301', 'JWT cryptographic operation failed')
  }
}

function roleOf(claims: Record<string, unknown>): ApiRole {
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  if ((API_ROLES as readonly string[]).includes(role)) return role as ApiRole
  // PostgREST's authenticator is a member of the API roles only; becoming any other role fails.
  throw new RestError(403, '42501', `permission denied to set role "${role}"`)
}

export function requestRole(app: App, headers: IncomingHttpHeaders, query: URLSearchParams): RequestRole {
  const apikey = header(headers, 'apikey') || (query.get('apikey') ?? '')
  const authorization = header(headers, 'authorization')
  if (apikey === '' && authorization === '') throw new GatewayRefusal(GATEWAY_NO_KEY)
  const problem = apiKeyProblem(app, headers, query)
  if (problem) throw new GatewayRefusal(problem)
  const bearer = /^bearer\s+(.*)$/i.exec(authorization)
  if (bearer) {
    const token = (bearer[1] as string).trim()
    // A new-style key in the Authorization header stands for its role, as the gateway swaps it.
    if (token === LOCAL_PUBLISHABLE_KEY) return { role: 'anon', claims: { role: 'anon' } }
    if (token === LOCAL_SECRET_KEY) return { role: 'service_role', claims: { role: 'service_role' } }
    const claims = claimsOfJwt(token, app)
    return { role: roleOf(claims), claims }
  }
  if (authorization !== '') throw jwtError('PGRST301', 'Expected 3 parts in JWT; got 1')
  if (apikey === LOCAL_PUBLISHABLE_KEY) return { role: 'anon', claims: { role: 'anon' } }
  if (apikey === LOCAL_SECRET_KEY) return { role: 'service_role', claims: { role: 'service_role' } }
  const claims = claimsOfJwt(apikey, app)
  return { role: roleOf(claims), claims }
}
