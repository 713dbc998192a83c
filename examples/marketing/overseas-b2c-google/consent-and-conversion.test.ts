// The guide's two consent snippets, pasted as the guide says into a page a reader already has: the
// head snippet right after <meta charset> and the viewport meta in an existing <head>, before the
// page's other head elements and scripts; the banner at the end of <body>. The page is parsed and
// its scripts run by a real HTML parser (jsdom), as a browser would; the Google tag library is not
// fetched (no network here; it only reads dataLayer). Held to what the guide says: <meta charset>
// still ends within the page's first 1,024 bytes (pasted before it, as the guide once said, the
// 1.7 KB snippet pushes it past them); the snippet's script is the page's first; the head keeps
// the page's own title, meta and link elements (an element that does not belong in <head> would end
// it there, and Google ignores head elements after it); the consent defaults (granted, denied for the
// listed regions) come before the tag loads and before config; Accept or Decline is stored, so the
// next page sends the same update before config and shows no banner; the sign-up call sends one
// conversion. The snippet as it was before the split (fixtures/) must fail the same checks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  bannerShown,
  charsetEndsAtByte,
  click,
  open,
  readerPage,
  type Document,
} from '../../support/html-page.ts'

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')
const head = read('consent-and-conversion.html')
const banner = read('consent-banner.html')
const before = read('fixtures/consent-and-conversion.before-split.html')
const consentTypes = ['ad_personalization', 'ad_storage', 'ad_user_data', 'analytics_storage']

const commands = (layer: unknown[][]) => layer.map((entry) => `${String(entry[0])} ${String(entry[1])}`)

// The page's own head elements are still in <head>, and the site's header is the first thing in <body>.
function headIntact(document: Document): boolean {
  const inHead = ['title', 'meta[charset]', 'meta[name="viewport"]', 'meta[name="description"]']
    .concat(['link[rel="canonical"]', 'link[rel="stylesheet"]'])
    .every((selector) => document.head.querySelector(selector) !== null)
  return inHead && document.body.firstElementChild?.id === 'site-header'
}

// Accept (or Decline) on one page, then open the next page with what the first one stored.
function nextPageAfter(headSnippet: string, bodySnippet: string, choice: 'Accept' | 'Decline') {
  const first = open(readerPage(headSnippet, bodySnippet))
  if (bodySnippet) click(first.document, choice)
  else (first.window[choice === 'Accept' ? 'acceptConsent' : 'declineConsent'] as () => void)()
  return { first, next: open(readerPage(headSnippet, bodySnippet), first.storage()) }
}

// Whether the consent state sent before config on the next page is the visitor's choice.
function choiceKept(layer: unknown[][], value: 'granted' | 'denied'): boolean {
  const configAt = commands(layer).indexOf('config AW-123456789')
  const update = layer.slice(0, configAt).find((entry) => entry[0] === 'consent' && entry[1] === 'update')
  const settings = (update?.[2] ?? {}) as Record<string, string>
  return consentTypes.every((type) => settings[type] === value)
}

describe('consent-and-conversion.html and consent-banner.html', () => {
  it('pasted right after <meta charset>, keep the charset within the first 1,024 bytes', () => {
    const page = readerPage(head, banner)
    expect(charsetEndsAtByte(page)).toBeLessThanOrEqual(1024)
    const { document } = open(page)
    expect(document.head.firstElementChild?.tagName).toBe('META')
    expect(document.head.querySelector('meta[charset]')).toBe(document.head.firstElementChild)
    expect(document.querySelector('script')?.textContent).toContain("gtag('consent', 'default'")
  })

  it('rejects the old placement: pasted before every other head tag, the charset ends past byte 1,024', () => {
    expect(Buffer.byteLength(head, 'utf8')).toBeGreaterThan(1024)
    expect(charsetEndsAtByte(readerPage(head, banner, true))).toBeGreaterThan(1024)
  })

  it("pasted after <meta charset>, leave the page's title, meta and links in the head", () => {
    const { document } = open(readerPage(head, banner))
    expect(headIntact(document)).toBe(true)
    expect(document.head.querySelectorAll('script')).toHaveLength(4)
    expect(document.body.querySelector('#consent-banner')).not.toBeNull()
    expect(document.head.querySelector('button, div, p')).toBeNull()
  })

  it('rejects the snippet before the split: its button ends the head and moves the title into <body>', () => {
    const { document } = open(readerPage(before))
    expect(headIntact(document)).toBe(false)
    expect(document.head.querySelector('title')).toBeNull()
    expect(document.body.firstElementChild?.tagName).toBe('BUTTON')
  })

  it('on a first visit, sets the defaults before the tag loads and config, and shows the banner', () => {
    const { document, layer } = open(readerPage(head, banner))
    const sent = commands(layer()).map((command) => (command.startsWith('js ') ? 'js' : command))
    expect(sent.slice(0, 4)).toEqual(['consent default', 'consent default', 'js', 'config AW-123456789'])
    const [everywhere, listed] = layer() as [unknown[], unknown[]]
    expect(everywhere[2]).toEqual(Object.fromEntries(consentTypes.map((type) => [type, 'granted'])))
    const regional = listed[2] as Record<string, unknown>
    for (const type of consentTypes) expect(regional[type]).toBe('denied')
    const regions = regional.region as string[]
    expect(regions).toHaveLength(32)
    expect(regions).toEqual(expect.arrayContaining(['DE', 'FR', 'IE', 'NO', 'IS', 'LI', 'GB', 'CH']))
    expect(regions).not.toContain('US')
    const scripts = [...document.querySelectorAll('script')]
    const library = scripts.findIndex((script) =>
      script.src.startsWith('https://www.googletagmanager.com/gtag/js'),
    )
    expect(scripts[library]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789')
    expect(library).toBe(1)
    expect(bannerShown(document)).toBe(true)
  })

  it('keeps what another tag already put in dataLayer', () => {
    const { layer } = open(readerPage(head, banner), {}, [{ event: 'gtm.js' }])
    expect(commands(layer()).slice(0, 3)).toEqual([
      'undefined undefined',
      'consent default',
      'consent default',
    ])
  })

  it('Accept grants the four types, hides the banner, and the next page keeps the grant before config', () => {
    const { first, next } = nextPageAfter(head, banner, 'Accept')
    const update = first.layer().at(-1)
    expect(update?.slice(0, 2)).toEqual(['consent', 'update'])
    expect(Object.keys(update?.[2] as object).sort()).toEqual(consentTypes)
    expect(bannerShown(first.document)).toBe(false)
    expect(choiceKept(next.layer(), 'granted')).toBe(true)
    expect(bannerShown(next.document)).toBe(false)
    ;(next.window.reportSignup as () => void)()
    const conversion = next.layer().at(-1)
    expect(conversion?.slice(0, 2)).toEqual(['event', 'conversion'])
    expect((conversion?.[2] as { send_to: string }).send_to).toBe('AW-123456789/SIGNUP_LABEL')
  })

  it('Decline is stored too: the next page sends denied before config and shows no banner', () => {
    const { next } = nextPageAfter(head, banner, 'Decline')
    expect(choiceKept(next.layer(), 'denied')).toBe(true)
    expect(bannerShown(next.document)).toBe(false)
  })

  it('rejects the snippet before the split: the next page forgets the grant', () => {
    const { next } = nextPageAfter(before, '', 'Accept')
    expect(choiceKept(next.layer(), 'granted')).toBe(false)
  })
})
