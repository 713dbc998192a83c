import { describe, expect, it } from 'vitest'
import { headersFor, matchRule, parseHeaders, parseRedirects } from './host-rules'

const rules = parseRedirects(`# generated
/marketing/domestic  /marketing  301
/profile  /shell.html  200
/en/profile  /shell.html  200
/*  /404.html  404
`)

describe('host rules', () => {
  it('reads Netlify _redirects lines in order', () => {
    expect(rules).toEqual([
      { from: '/marketing/domestic', to: '/marketing', status: 301 },
      { from: '/profile', to: '/shell.html', status: 200 },
      { from: '/en/profile', to: '/shell.html', status: 200 },
      { from: '/*', to: '/404.html', status: 404 },
    ])
    expect(() => parseRedirects('/only-one-field')).toThrow(/Unreadable/)
  })

  it('matches exact paths with or without a trailing slash, then the catch-all', () => {
    expect(matchRule(rules, '/profile')?.to).toBe('/shell.html')
    expect(matchRule(rules, '/en/profile/')?.to).toBe('/shell.html')
    expect(matchRule(rules, '/marketing/domestic')?.status).toBe(301)
    expect(matchRule(rules, '/profile/extra')?.status).toBe(404)
    expect(matchRule(rules, '/no-such-page')?.status).toBe(404)
    expect(matchRule(parseRedirects('/a  /b  200'), '/c')).toBeUndefined()
  })
})

describe('header rules', () => {
  const headers = parseHeaders(`# generated
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src https:
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`)

  it('applies every matching block to a path, values kept whole after the first colon', () => {
    expect(headersFor(headers, '/marketing')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; img-src https:",
    })
    expect(headersFor(headers, '/assets/index.js')).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(() => parseHeaders('  X-Orphan: 1')).toThrow(/Unreadable/)
  })
})
