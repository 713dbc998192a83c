// Redirect URL validation as GoTrue does it (utilities.IsRedirectURLValid / GetReferrer): a
// redirect is allowed when it points back to the site URL's host, to a loopback IP, or matches a
// glob of the allow list. Anything else silently falls back to the site URL. Stricter than GoTrue
// in two ways: only http(s), and a loopback host only on a port the site or the allow list names,
// because a redirect carries codes and tokens, and any local program can listen on another port.

import { type IncomingHttpHeaders } from 'node:http'
import { siteOrigins } from './site-origins'

/** Compiles a gobwas/glob pattern with separators '.' and '/': `*` = run of non-separators, `**` = anything. */
export function compileGlob(pattern: string): RegExp {
  let source = ''
  let index = 0
  let inAlt = 0
  while (index < pattern.length) {
    const char = pattern[index] as string
    if (char === '*') {
      if (pattern[index + 1] === '*') {
        source += '.*'
        index += 2
        continue
      }
      source += '[^./]*'
    } else if (char === '?') {
      source += '[^./]'
    } else if (char === '{') {
      source += '(?:'
      inAlt++
    } else if (char === '}' && inAlt > 0) {
      source += ')'
      inAlt--
    } else if (char === ',' && inAlt > 0) {
      source += '|'
    } else if (char === '\\' && index + 1 < pattern.length) {
      source += escapeRegex(pattern[index + 1] as string)
      index++
    } else {
      source += escapeRegex(char)
    }
    index++
  }
  source += ')'.repeat(inAlt)
  return new RegExp(`^${source}$`, 's')
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'])

function isIpv4(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) && host.split('.').every((octet) => Number(octet) <= 255)
}

function isLoopbackIp(host: string): boolean {
  if (isIpv4(host)) return host.startsWith('127.')
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(bare)
}

function isIpLiteral(host: string): boolean {
  return isIpv4(host) || host.startsWith('[') || host.includes(':')
}

/** The host of an absolute URL exactly as written (no userinfo, port or brackets), or null. */
function rawHost(url: string): string | null {
  const written = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#\\]*)/.exec(url)?.[1]
  if (written === undefined) return null
  const authority = written.slice(written.lastIndexOf('@') + 1)
  if (authority.startsWith('['))
    return authority.slice(1, authority.indexOf(']') >= 0 ? authority.indexOf(']') : undefined)
  return authority.replace(/:\d*$/, '')
}

/** The port a URL connects to, the scheme's default included. */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80')
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
}

export class RedirectValidator {
  private readonly globs: RegExp[]
  private readonly site: URL
  /** The ports of the site URL and of the allow-list entries: the only ones a loopback host may use. */
  private readonly ports: ReadonlySet<string>

  constructor(
    readonly siteUrl: string,
    allowList: string[],
  ) {
    this.site = new URL(siteUrl)
    this.globs = allowList.map(compileGlob)
    this.ports = new Set([...siteOrigins(siteUrl, allowList)].map((origin) => portOf(new URL(origin))))
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
    // Browsers do not follow javascript: or data: from a Location header, but ftp:, custom schemes
    // and the like would hand the code or tokens to some other program.
    if (ref.protocol !== 'http:' && ref.protocol !== 'https:') return false
    const host = ref.hostname.replace(/^\[|\]$/g, '')
    // Judge the host as written. Browsers rewrite some hosts (2130706433 or 0x7f000001 become
    // 127.0.0.1, IDNs become punycode); GoTrue refuses such hosts, and so do we.
    const raw = rawHost(redirect)
    if (raw !== null && raw.toLowerCase() !== host.toLowerCase()) return false
    const siteHost = this.site.hostname.replace(/^\[|\]$/g, '')
    const onAllowedPort = this.ports.has(portOf(ref))
    if (
      host === siteHost &&
      ref.protocol === this.site.protocol &&
      (ref.port === this.site.port || (LOCALHOSTS.has(host) && onAllowedPort))
    ) {
      return true
    }
    if (/^[0-9]+$/.test(host)) return false
    if (isIpLiteral(host)) return isLoopbackIp(host) && onAllowedPort
    if (!/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false
    const withoutFragment = redirect.split('#')[0] as string
    return this.globs.some((glob) => glob.test(withoutFragment))
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
export function goQueryEscape(text: string): string {
  return encodeURIComponent(toWellFormed(text))
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** Go's url.Values.Encode: keys sorted, values in insertion order. */
export function goEncode(values: [string, string][]): string {
  const sorted = [...values].sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
  return sorted.map(([name, value]) => `${goQueryEscape(name)}=${goQueryEscape(value)}`).join('&')
}

export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

/** Makes a URL safe to put in a Location header (Node refuses non-Latin-1 and control characters). */
export function safeLocation(url: string): string {
  return toWellFormed(url).replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
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
  const query: [string, string][] = [...new URLSearchParams(rawQuery)]
  return { base, query, fragment }
}

/** Sets (replacing) query parameters and optionally the fragment, re-encoding the query as Go does. */
export function withQuery(url: string, set: [string, string][], fragment?: string): string {
  const parts = splitUrl(url)
  const names = new Set(set.map(([name]) => name))
  const query = parts.query.filter(([name]) => !names.has(name)).concat(set)
  const encoded = goEncode(query)
  const withoutFragment = parts.base + (encoded ? `?${encoded}` : '')
  const newFragment = fragment ?? parts.fragment
  return newFragment === null ? withoutFragment : `${withoutFragment}#${newFragment}`
}

/** Replaces the fragment of a URL. */
export function withFragment(url: string, fragment: string): string {
  const hashAt = url.indexOf('#')
  return (hashAt >= 0 ? url.slice(0, hashAt) : url) + '#' + fragment
}
