// The guide's <head> for the two language versions of one page, read with Python's own HTML parser
// and held to what the guide says: a title and a description, a canonical that points at the page
// itself, and the same hreflang set on both versions (each lists itself, the other and x-default).
// Checked, not run: no search engine here reads it.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'

interface Head {
  title: string
  description?: string
  canonical?: string
  alternates: Record<string, string>
}

const parse = `
import json, sys
from html.parser import HTMLParser

class Head(HTMLParser):
    def __init__(self):
        super().__init__()
        self.head = {"title": "", "alternates": {}}
        self.in_title = False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.in_title = tag == "title"
        if tag == "meta" and a.get("name") == "description":
            self.head["description"] = a.get("content")
        if tag == "link" and a.get("rel") == "canonical":
            self.head["canonical"] = a.get("href")
        if tag == "link" and a.get("rel") == "alternate":
            self.head["alternates"][a["hreflang"]] = a["href"]
    def handle_endtag(self, tag):
        self.in_title = False
    def handle_data(self, data):
        if self.in_title:
            self.head["title"] += data

parser = Head()
parser.feed(open(sys.argv[1], encoding="utf-8").read())
print(json.dumps(parser.head))
`

const read = async (file: string): Promise<Head> => {
  const ran = await run(debianPython, ['-c', parse, join(import.meta.dirname, file)])
  expect(ran.stderr).toBe('')
  return JSON.parse(ran.stdout) as Head
}

describe('head.zh.html and head.en.html', () => {
  it('each has a title, a description and a canonical that is its own hreflang URL', async () => {
    for (const [file, language] of [
      ['head.zh.html', 'zh-CN'],
      ['head.en.html', 'en'],
    ] as const) {
      const head = await read(file)
      expect(head.title.trim(), file).not.toBe('')
      expect(head.description?.trim(), file).toBeTruthy()
      expect(head.canonical, file).toBe(head.alternates[language])
    }
  })

  it('carry the same hreflang set, absolute URLs, with x-default', async () => {
    const [zh, en] = await Promise.all([read('head.zh.html'), read('head.en.html')])
    expect(zh.alternates).toEqual(en.alternates)
    expect(Object.keys(zh.alternates).sort()).toEqual(['en', 'x-default', 'zh-CN'])
    for (const href of Object.values(zh.alternates)) expect(href).toMatch(/^https:\/\//)
  })
})
