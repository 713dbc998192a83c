// The consent-mode and conversion snippet of the guide, run as a browser would run it: its inline
// scripts in order in one global scope (node:vm), the Google tag library not fetched (no network
// here; it only reads dataLayer). Held to what the guide says: the default, all four consent types
// denied, is the first command and comes before the tag loads and before config; the banner's
// button grants them; the sign-up call sends one conversion to the tag's ID and label. Run from a
// fresh page and from a page where another tag already created dataLayer.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

const html = readFileSync(join(import.meta.dirname, 'consent-and-conversion.html'), 'utf8')
const consentTypes = ['ad_personalization', 'ad_storage', 'ad_user_data', 'analytics_storage']

interface Tag {
  src?: string
  code: string
}

const scripts = (page: string): Tag[] =>
  [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, code]) => ({
    src: /\bsrc="([^"]+)"/.exec(attrs ?? '')?.[1],
    code: code ?? '',
  }))

// What a browser has done once the page has run: dataLayer as plain arrays, and the page's globals.
function load(page: string, existing?: unknown[]) {
  const context = createContext({ Date }) as Record<string, unknown>
  context.window = context
  if (existing) context.dataLayer = existing
  for (const tag of scripts(page)) if (!tag.src) runInContext(tag.code, context)
  const layer = () => (context.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry ?? []))
  return { context, layer }
}

// The guide's rule: the consent default is set before the Google tag loads and before config.
function defaultComesFirst(page: string): boolean {
  const tags = scripts(page)
  const defaultAt = tags.findIndex((tag) => !tag.src && /gtag\(\s*'consent',\s*'default'/.test(tag.code))
  const libraryAt = tags.findIndex((tag) => tag.src?.startsWith('https://www.googletagmanager.com/gtag/js'))
  const { layer } = load(page)
  const commands = layer().map((entry) => `${String(entry[0])} ${String(entry[1])}`)
  return defaultAt !== -1 && defaultAt < libraryAt && commands[0] === 'consent default'
}

describe('consent-and-conversion.html', () => {
  it('on a fresh page, denies all four consent types first, then loads and configures the tag', () => {
    expect(defaultComesFirst(html)).toBe(true)
    const [first, js, config] = load(html).layer()
    expect(first?.slice(0, 2)).toEqual(['consent', 'default'])
    const defaults = first?.[2] as Record<string, string>
    expect(Object.keys(defaults).sort()).toEqual(consentTypes)
    expect(new Set(Object.values(defaults))).toEqual(new Set(['denied']))
    expect(js?.[0]).toBe('js')
    expect(config).toEqual(['config', 'AW-123456789'])
    const library = scripts(html).find((tag) => tag.src)?.src
    expect(library).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789')
  })

  it('keeps what another tag already put in dataLayer', () => {
    const earlier = [{ event: 'gtm.js' }]
    const { layer } = load(html, earlier)
    expect(layer()).toHaveLength(4)
    expect(layer()[1]?.slice(0, 2)).toEqual(['consent', 'default'])
  })

  it('grants the four types when the banner button is clicked, and reports one sign-up', () => {
    const { context, layer } = load(html)
    expect(html).toMatch(/<button[^>]*onclick="acceptConsent\(\)"/)
    ;(context.acceptConsent as () => void)()
    const update = layer().at(-1)
    expect(update?.slice(0, 2)).toEqual(['consent', 'update'])
    expect(Object.keys(update?.[2] as object).sort()).toEqual(consentTypes)
    expect(new Set(Object.values(update?.[2] as object))).toEqual(new Set(['granted']))
    ;(context.reportSignup as () => void)()
    const conversion = layer().at(-1)
    expect(conversion?.slice(0, 2)).toEqual(['event', 'conversion'])
    expect((conversion?.[2] as { send_to: string }).send_to).toMatch(/^AW-123456789\/\w+$/)
  })

  it('rejects a page that loads the tag before the consent default', () => {
    const [first, library, rest] = html.split(/(?=<script)/).filter((part) => part.trim())
    const reordered = [library, first, rest].join('')
    expect(defaultComesFirst(reordered)).toBe(false)
  })
})
