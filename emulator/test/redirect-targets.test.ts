import { describe, expect, it } from 'vitest'
import { RedirectValidator } from '../src/redirect'
import { SITE, visit, useEmulator } from './helpers'

// The repository's config.toml: site_url http://localhost:5173, allow list for localhost and
// 127.0.0.1 on 5173 and 4173. The custom scheme is here to show that listing one does not help.
const validator = new RedirectValidator('http://localhost:5173', [
  'http://localhost:5173/**',
  'http://127.0.0.1:5173/**',
  'http://localhost:4173/**',
  'http://127.0.0.1:4173/**',
  'myapp://**',
])

const emu = useEmulator()

describe('L3: redirects are http(s) only, and to loopback hosts only on the allowed ports', () => {
  it.each([
    'javascript://127.0.0.1/%0aalert(document.domain)',
    'data://127.0.0.1/text/html,<script>alert(1)</script>',
    'ftp://127.0.0.1/',
    'ftp://localhost:5173/',
    'myapp://callback',
    'http://127.0.0.1:9999/steal',
    'http://localhost:9999/steal',
    'http://localhost/steal',
    'https://localhost/steal',
    'http://[::1]:3000/',
    'http://127.0.0.2:8080/',
  ])('refuses %s', (url) => expect(validator.isValid(url)).toBe(false))

  it.each([
    'http://localhost:5173/auth/callback',
    'http://localhost:4173/auth/callback',
    'http://127.0.0.1:4173/auth/callback',
    'http://127.0.0.2:5173/',
    'http://[::1]:5173/',
    'https://127.0.0.1:4173/',
  ])('accepts %s', (url) => expect(validator.isValid(url)).toBe(true))

  it('a refused target falls back to the site URL in a real redirect', async () => {
    for (const target of [
      'javascript://127.0.0.1/%0aalert(document.domain)',
      'http://127.0.0.1:9999/steal',
    ]) {
      const { status, location } = await visit(
        `${emu.authUrl}/verify?token=bad&type=signup&redirect_to=${encodeURIComponent(target)}`,
      )
      expect(status).toBe(303)
      expect(location.startsWith(`${SITE}?`) || location.startsWith(`${SITE}#`), location).toBe(true)
    }
  })
})
