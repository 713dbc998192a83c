// Admin and service-role requests from a browser are answered only for the site's own origins. The
// service-role key is the Supabase CLI's well-known one and the CORS policy echoes any origin, so
// without this any page a developer opens could list local users, mint sign-in links and read
// every row. Requests with no Origin (curl, Node, server code) are not from a page and pass.

import { type IncomingHttpHeaders } from 'node:http'
import { type App } from './app'
import { type ApiError, forbidden } from './errors'
import { verifyHs256 } from './jwt'
import { LOCAL_SECRET_KEY } from './local-defaults'

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/** A key with admin powers: the sb_secret key, or a verified JWT for service_role or an admin role. */
function isAdminKey(app: App, key: string): boolean {
  if (key === LOCAL_SECRET_KEY) return true
  if (key.split('.').length !== 3) return false
  try {
    const role = verifyHs256(key, app.services.config.jwtSecret, Math.floor(app.services.now() / 1000)).role
    return role === 'service_role' || app.services.config.jwtAdminRoles.includes(String(role))
  } catch {
    // A key that does not verify has no powers; the request is refused further on anyway.
    return false
  }
}

/**
 * Every place a request can carry a key: the apikey header, `?apikey=` (a simple request needs no
 * preflight) and the Bearer token. Any admin one counts, whichever the endpoint would read.
 */
function carriesAdminKey(app: App, headers: IncomingHttpHeaders, query: URLSearchParams): boolean {
  const bearer = /^bearer\s+(.*)$/i.exec(first(headers.authorization))?.[1]?.trim() ?? ''
  return [first(headers.apikey), query.get('apikey') ?? '', bearer].some((key) => isAdminKey(app, key))
}

/** GoTrue-style 403 for an admin or service-role request from a page not on the site's origins. */
export function adminOriginRefusal(
  app: App,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): ApiError | null {
  const origin = headers.origin
  if (origin === undefined || app.siteOrigins.has(origin)) return null
  if (!carriesAdminKey(app, headers, query)) return null
  return forbidden(
    'forbidden_origin',
    'Admin and service-role requests from a browser are only accepted from the site URL and the additional redirect URLs',
  )
}
