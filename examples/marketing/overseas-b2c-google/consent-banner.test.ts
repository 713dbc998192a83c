// The guide's consent banner, pasted at the end of <body> of a reader's page whose <head> has the
// guide's head snippet, parsed and run by a real HTML parser (jsdom). Held to what the guide says:
// the banner stays in <body> and leaves the page's own header first; it shows only while the visitor
// has not chosen; Accept or Decline hides it, and it stays hidden on the next page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bannerShown, click, open, readerPage } from '../../support/html-page.ts'

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')
const head = read('consent-and-conversion.html')
const banner = read('consent-banner.html')

describe('consent-banner.html', () => {
  it("stays in <body> after the page's own header, and shows on a first visit", () => {
    const { document } = open(readerPage(head, banner))
    expect(document.head.querySelector('#consent-banner')).toBeNull()
    expect(document.body.firstElementChild?.id).toBe('site-header')
    expect(bannerShown(document)).toBe(true)
  })

  it.each(['Accept', 'Decline'])('hides after %s, and does not come back on the next page', (label) => {
    const first = open(readerPage(head, banner))
    click(first.document, label)
    expect(bannerShown(first.document)).toBe(false)
    const next = open(readerPage(head, banner), first.storage())
    expect(bannerShown(next.document)).toBe(false)
  })
})
