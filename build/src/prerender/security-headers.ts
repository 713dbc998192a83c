import { createHash } from 'node:crypto'

/** CSP source expressions for every inline script that runs (JSON data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
  return scripts
    .filter(
      ([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes),
    )
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

/**
 * The site's Content-Security-Policy: code only from the site itself (the one inline start-up script
 * by hash), connections to the site and its Supabase project, avatars from any https host (Google and
 * GitHub serve them). Styles keep 'unsafe-inline' because prerendered markup carries style attributes.
 * `frame-ancestors` only works as a header, so the <meta> copy leaves it out.
 */
export function contentSecurityPolicy({
  supabaseUrl,
  scriptHashes,
}: {
  supabaseUrl: string
  scriptHashes: string[]
}) {
  const supabase = new URL(supabaseUrl).origin
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // A local emulator serves its stand-in avatars over plain http.
    'img-src': ["'self'", 'data:', 'https:', ...(supabase.startsWith('https:') ? [] : [supabase])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", supabase],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
  return { meta: policy, header: `${policy}; frame-ancestors 'none'` }
}

/** Headers that do not depend on the build: also committed in vercel.json, which cannot know the Supabase URL. */
export const fixedSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Every security header a host sends with each response of this build. */
export function securityHeaders(headerPolicy: string): Record<string, string> {
  return { 'Content-Security-Policy': headerPolicy, ...fixedSecurityHeaders }
}

/** Puts the policy into a page's head before its first script, so any static host enforces it. */
export function withPolicyMeta(html: string, metaPolicy: string): string {
  const charset = /<meta charset="[^"]*" \/>/
  if (!charset.test(html))
    throw new Error('The built index.html has no <meta charset>: the CSP meta goes after it')
  return html.replace(
    charset,
    (tag) =>
      `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${metaPolicy.replace(/"/g, '&quot;')}" />`,
  )
}
