// Redirect URL validation as GoTrue does it (utilities.IsRedirectURLValid / GetReferrer): a
// redirect is allowed when it points back to the site URL's host, to a loopback IP, or matches a
// glob of the allow list. Anything else silently falls back to the site URL.

import { type IncomingHttpHeaders } from 'node:http'

/** Compiles a gobwas/glob pattern with separators '.' and '/': `*` = run of non-separators, `**` = anything. */
export function compileGlob(pattern: string): RegExp {
  let re = ''
  let i = 0
  let inAlt = 0
  while (i < pattern.length) {
    const c = pattern[i] as string
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        re += '.*'
        i += 2
        continue
      }
      re += '[^./]*'
    } else if (c === '?') {
      re += '[^./]'
    } else if (c === '{') {
      re += '(?:'
      inAlt++
    } else if (c === '}' && inAlt > 0) {
      re += ')'
      inAlt--
    } else if (c === ',' && inAlt > 0) {
      re += '|'
    } else if (c === '\\' && i + 1 < pattern.length) {
      re += escapeRegex(pattern[i + 1] as string)
      i++
    } else {
      re += escapeRegex(c)
    }
    i++
  }
  re += ')'.repeat(inAlt)
  return new RegExp(`^${re}$`, 's')
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'])

function isIpv4(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) && host.split('.').every((p) => Number(p) <= 255)
}

function isLoopbackIp(host: string): boolean {
  if (isIpv4(host)) return host.startsWith('127.')
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  return h === '::1' || h === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(h)
}

function isIpLiteral(host: string): boolean {
  return isIpv4(host) || host.startsWith('[') || host.includes(':')
}

/** The host of an absolute URL exactly as written (no userinfo, port or brackets), or null. */
function rawHost(url: string): string | null {
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#\\]*)/.exec(url)
  if (!m) return null
  const authority = (m[1] ?? '').slice((m[1] ?? '').lastIndexOf('@') + 1)
  if (authority.startsWith('['))
    return authority.slice(1, authority.indexOf(']') >= 0 ? authority.indexOf(']') : undefined)
  return authority.replace(/:\d*$/, '')
}

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x7f) return true
  }
  return false
}

export class RedirectValidator {
  private readonly globs: RegExp[]
  private readonly site: URL

  constructor(
    readonly siteUrl: string,
    allowList: string[],
  ) {
    this.site = new URL(siteUrl)
    this.globs = allowList.map(compileGlob)
  }

  isValid(redirect: string): boolean {
    if (!redirect) return false
    // Go's url.Parse refuses control characters; browsers strip some of them, so refuse them all.
    if (hasControlCharacter(redirect)) return false
    let ref: URL
    try {
      ref = new URL(redirect)
    } catch {
      return false
    }
    const host = ref.hostname.replace(/^\[|\]$/g, '')
    // Judge the host as written. Browsers rewrite some hosts (2130706433 or 0x7f000001 become
    // 127.0.0.1, IDNs become punycode); GoTrue refuses such hosts, and so do we.
    const raw = rawHost(redirect)
    if (raw !== null && raw.toLowerCase() !== host.toLowerCase()) return false
    const siteHost = this.site.hostname.replace(/^\[|\]$/g, '')
    if (
      host === siteHost &&
      ref.protocol === this.site.protocol &&
      (ref.port === this.site.port || LOCALHOSTS.has(host))
    ) {
      return true
    }
    const scheme = ref.protocol.replace(/:$/, '').toLowerCase()
    const isHttp = scheme === 'http' || scheme === 'https'
    if (/^[0-9]+$/.test(host)) return false
    if (isIpLiteral(host)) return isLoopbackIp(host)
    if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false
    const withoutFragment = redirect.split('#')[0] as string
    return this.globs.some((g) => g.test(withoutFragment))
  }

  /** GoTrue's GetReferrer: `redirect_to` (header, then query or form), then Referer, then the site URL. */
  referrer(headers: IncomingHttpHeaders, query: URLSearchParams, form?: URLSearchParams): string {
    const header = headers.redirect_to
    const fromHeader = Array.isArray(header) ? header[0] : header
    const candidate = fromHeader || query.get('redirect_to') || form?.get('redirect_to') || ''
    if (this.isValid(candidate)) return candidate
    const referer = headers.referer ?? ''
    if (this.isValid(referer)) return referer
    return this.siteUrl
  }
}

/** Go's url.QueryEscape. */
export function goQueryEscape(s: string): string {
  return encodeURIComponent(toWellFormed(s))
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** Go's url.Values.Encode: keys sorted, values in insertion order. */
export function goEncode(values: [string, string][]): string {
  const sorted = [...values].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return sorted.map(([k, v]) => `${goQueryEscape(k)}=${goQueryEscape(v)}`).join('&')
}

export function toWellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

/** Makes a URL safe to put in a Location header (Node refuses non-Latin-1 and control characters). */
export function safeLocation(url: string): string {
  return toWellFormed(url).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
}

interface SplitUrl {
  base: string
  query: [string, string][]
  fragment: string | null
}

/** Splits a URL into base, decoded query pairs and fragment (like Go's url.Parse + Query()). */
export function splitUrl(url: string): SplitUrl {
  const hashAt = url.indexOf('#')
  const fragment = hashAt >= 0 ? url.slice(hashAt + 1) : null
  const noHash = hashAt >= 0 ? url.slice(0, hashAt) : url
  const qAt = noHash.indexOf('?')
  const base = qAt >= 0 ? noHash.slice(0, qAt) : noHash
  const rawQuery = qAt >= 0 ? noHash.slice(qAt + 1) : ''
  const query: [string, string][] = []
  for (const [k, v] of new URLSearchParams(rawQuery)) query.push([k, v])
  return { base, query, fragment }
}

/** Sets (replacing) query parameters and optionally the fragment, re-encoding the query as Go does. */
export function withQuery(url: string, set: [string, string][], fragment?: string): string {
  const parts = splitUrl(url)
  const names = new Set(set.map(([k]) => k))
  const query = parts.query.filter(([k]) => !names.has(k)).concat(set)
  const encoded = goEncode(query)
  let out = parts.base + (encoded ? `?${encoded}` : '')
  const frag = fragment ?? parts.fragment
  if (frag !== null && frag !== undefined) out += `#${frag}`
  return out
}

/** Replaces the fragment of a URL. */
export function withFragment(url: string, fragment: string): string {
  const hashAt = url.indexOf('#')
  return (hashAt >= 0 ? url.slice(0, hashAt) : url) + '#' + fragment
}
