// A reader's existing page with snippets pasted into it, parsed and run by a real HTML parser
// (jsdom, from the root workspace), as a browser would; external scripts are not fetched.
import { createRequire } from 'node:module'

// The few DOM members the test reads (the examples package has no DOM types).
export interface Element {
  id: string
  hidden: boolean
  tagName: string
  src: string
  textContent: string | null
  firstElementChild: Element | null
  click(): void
  querySelector(selector: string): Element | null
  querySelectorAll(selector: string): Iterable<Element> & { length: number }
}
export interface Document extends Element {
  head: Element
  body: Element
  getElementById(id: string): Element | null
}
export interface Page {
  document: Document
  localStorage: {
    length: number
    key(index: number): string | null
    getItem(key: string): string | null
    setItem(key: string, value: string): void
  }
  dataLayer: ArrayLike<unknown>[]
  [name: string]: unknown
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'dangerously'; beforeParse?: (window: Page) => void },
  ) => { window: Page }
}

// A reader's existing page, with the snippets pasted where the guide says.
export const readerPage = (headSnippet: string, bodySnippet = '') => `<!doctype html>
<html lang="en">
<head>${headSnippet}
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Expenses</title>
<meta name="description" content="Expense tracking for freelancers">
<link rel="canonical" href="https://shop.example/pricing">
<link rel="stylesheet" href="/app.css">
<script>window.siteScript = true</script>
</head>
<body><header id="site-header">Acme</header><main><h1>Pricing</h1></main>${bodySnippet}</body>
</html>`

// Opens the page as a visitor would; `stored` is what an earlier page left in localStorage.
export function open(html: string, stored: Record<string, string> = {}, earlier?: unknown[]) {
  const { window } = new JSDOM(html, {
    url: 'https://shop.example/pricing',
    runScripts: 'dangerously',
    beforeParse(page) {
      for (const [key, value] of Object.entries(stored)) page.localStorage.setItem(key, value)
      if (earlier) page.dataLayer = earlier as ArrayLike<unknown>[]
    },
  })
  const layer = () => Array.from(window.dataLayer, (entry) => Array.from(entry ?? []))
  const storage = () =>
    Object.fromEntries(
      Array.from({ length: window.localStorage.length }, (_, index) => {
        const key = window.localStorage.key(index) ?? ''
        return [key, window.localStorage.getItem(key) ?? '']
      }),
    )
  return { window, document: window.document, layer, storage }
}

export const bannerShown = (document: Document) => {
  const element = document.getElementById('consent-banner')
  return element !== null && !element.hidden
}
export const click = (document: Document, label: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === label)?.click()
