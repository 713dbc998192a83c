// CORS as a policy each server chooses: the auth API is open to any origin (like the Supabase
// gateway; admin keys are kept to the site's origins before this, in admin-origin.ts); the mail
// catcher allows none, because only its own same-origin inbox page and Node (tests) read it, and a
// page on another origin must not read or delete mail.

import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type Reply, emptyReply } from './reply'

export interface CorsPolicy {
  /** Sets the headers every answer carries. */
  apply(request: IncomingMessage, response: ServerResponse): void
  /** The answer to an OPTIONS preflight. */
  preflight(request: IncomingMessage): Reply
}

const EXPOSED_HEADERS = 'X-Supabase-Api-Version, X-Total-Count, Link, x-sb-error-code, Content-Range'
const DEFAULT_ALLOWED_HEADERS =
  'Accept, Authorization, Content-Type, X-Client-IP, X-Client-Info, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, apikey, x-upsert, prefer, range, accept-profile, content-profile'

/**
 * Whether an origin is a page on this machine. Only those may reach the emulator through Private
 * Network Access: a public site's page asking for the local network is the attack it exists for.
 */
function isLoopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined || !URL.canParse(origin)) return false
  const { protocol, hostname } = new URL(origin)
  if (protocol !== 'http:' && protocol !== 'https:') return false
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost')
}

/** Any origin, credentials allowed, the API version header and the data API's Content-Range exposed. */
export const openCors: CorsPolicy = {
  apply(request, response) {
    const origin = request.headers.origin
    const printable = origin && /^[\x21-\x7e]+$/.test(origin)
    response.setHeader('Access-Control-Allow-Origin', printable ? origin : '*')
    response.setHeader('Vary', 'Origin')
    if (origin) response.setHeader('Access-Control-Allow-Credentials', 'true')
    response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  },
  preflight(request) {
    const requested = request.headers['access-control-request-headers']
    const echoable = typeof requested === 'string' && /^[\w\-, ]*$/.test(requested) && requested.trim() !== ''
    const headers: Record<string, string> = {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': echoable ? requested : DEFAULT_ALLOWED_HEADERS,
      'Access-Control-Max-Age': '86400',
      'Content-Length': '0',
    }
    if (
      request.headers['access-control-request-private-network'] === 'true' &&
      isLoopbackOrigin(request.headers.origin)
    ) {
      headers['Access-Control-Allow-Private-Network'] = 'true'
    }
    return emptyReply(204, headers)
  },
}

/** No Access-Control-Allow-* header at all: browsers keep other origins out. */
export const noCors: CorsPolicy = {
  apply() {},
  preflight: () => emptyReply(204),
}
