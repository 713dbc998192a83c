import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  withPolicyMeta,
} from './security-headers'

const startUp = "\n      try { document.documentElement.classList.add('dark') } catch (e) {}\n    "
const page =
  '<html><head><meta charset="UTF-8" /><title>t</title>' +
  `<script>${startUp}</script>` +
  '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div><script type="application/json" id="page-translations">{"a":1}</script></body></html>'

describe('inlineScriptHashes', () => {
  it('hashes only the inline scripts that run, over their exact text', () => {
    const expected = createHash('sha256').update(startUp).digest('base64')
    expect(inlineScriptHashes(page)).toEqual([`'sha256-${expected}'`])
  })
})

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    supabaseUrl: 'https://abc.supabase.co/',
    scriptHashes: ["'sha256-x'"],
  })
  const directive = (name: string) => policy.header.split('; ').find((part) => part.startsWith(`${name} `))

  it('runs code only from the site and the start-up script, with no inline code or eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-x'")
    expect(policy.header).not.toMatch(/unsafe-eval/)
    expect(directive('object-src')).toBe("object-src 'none'")
  })

  it('connects only to the site and the Supabase origin, and shows avatars from https hosts', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co")
    expect(directive('img-src')).toBe("img-src 'self' data: https:")
  })

  it('allows the emulator on plain http for local builds', () => {
    const local = contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', scriptHashes: [] })
    expect(local.header).toContain("connect-src 'self' http://127.0.0.1:54321")
    expect(local.header).toContain("img-src 'self' data: https: http://127.0.0.1:54321")
  })

  it('forbids framing in the header; the meta copy leaves out what a meta cannot carry', () => {
    expect(policy.header.endsWith("; frame-ancestors 'none'")).toBe(true)
    expect(policy.meta).not.toContain('frame-ancestors')
    expect(securityHeaders(policy.header)).toMatchObject({
      'Content-Security-Policy': policy.header,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
  })
})

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = withPolicyMeta(page, "default-src 'self'")
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />')
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'))
    expect(meta).toBeLessThan(html.indexOf('<script'))
    expect(() => withPolicyMeta('<head></head>', 'x')).toThrow(/charset/)
  })
})
