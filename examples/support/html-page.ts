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

// A reader's existing page (a zh page, as most readers' are), with the snippets pasted where the
// guide says: the head snippet right after <meta charset> and the viewport meta, before the page's
// other head elements and scripts; the body snippet at the end of <body>. `headFirst` pastes the head
// snippet before every other head tag instead, as the guide once said.
export const readerPage = (headSnippet: string, bodySnippet = '', headFirst = false) => `<!doctype html>
<html lang="zh-CN">
<head>${headFirst ? headSnippet : ''}
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${headFirst ? '' : headSnippet}
<title>随手记账：自由职业者的报销与发票工具</title>
<meta name="description" content="拍照识别收据，按客户和项目整理支出，一键导出月度报表">
<link rel="canonical" href="https://shop.example/pricing">
<link rel="stylesheet" href="/app.css">
<script>window.siteScript = true</script>
</head>
<body><header id="site-header">随手记账</header><main><h1>价格</h1></main>${bodySnippet}</body>
</html>`

// Where the page's <meta charset> ends, in bytes of its UTF-8 text (the HTML rule: within the first 1,024).
export const charsetEndsAtByte = (html: string) => {
  const tag = '<meta charset="utf-8">'
  const at = html.indexOf(tag)
  return at < 0 ? Infinity : Buffer.byteLength(html.slice(0, at + tag.length), 'utf8')
}

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
