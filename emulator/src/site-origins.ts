// The web origins of the project's own site: config.toml's [auth] site_url and
// additional_redirect_urls (GOTRUE_SITE_URL, GOTRUE_URI_ALLOW_LIST). Only pages on these may use the
// service-role key from a browser (admin-origin.ts), and only their ports may take a redirect to a
// loopback host (redirect.ts).

// What comes before the path: a glob may follow it (`http://localhost:5173/**`), but a query or
// fragment may not, since `?` is a glob character there (`http://localhost:517?/*`).
const ORIGIN_PART = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(?:\/|$)/i
// Glob characters in the origin part itself (`https://*.example.com`) match many origins, none of
// which a browser would send as written.
const GLOB = /[*{}\\]/

function originOf(entry: string): string | null {
  const part = ORIGIN_PART.exec(entry.trim())?.[1]
  if (part === undefined || GLOB.test(part) || !URL.canParse(part)) return null
  const { origin } = new URL(part)
  // Custom schemes (a mobile app's `myapp://callback`) have the opaque origin "null".
  return origin === 'null' ? null : origin
}

/** The origins of the site URL and of each allow-list entry whose origin part is one real origin. */
export function siteOrigins(siteUrl: string, allowList: string[]): ReadonlySet<string> {
  const origins = new Set<string>()
  for (const entry of [siteUrl, ...allowList]) {
    const origin = originOf(entry)
    if (origin !== null) origins.add(origin)
  }
  return origins
}
