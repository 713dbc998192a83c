import { describe, expect, it } from 'vitest'
import type { IndexedPage } from './index-format'
import { fieldsOf, shardIndex } from './index-shards'
import { findOccurrences, parseQuery } from './matcher'
import { fold } from './normalize'
import { countTerm } from './term-counts'
import { variantsOf } from './variants'

const articles = import.meta.glob<unknown>('/public/locales/*/articles/marketing/*.json', {
  eager: true,
  import: 'default',
})

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : []

/** Real guides' strings as pages: each string a part, every third one a heading. */
function guides(language: 'zh' | 'en'): IndexedPage[] {
  const files = Object.entries(articles).filter(([file]) => file.includes(`/locales/${language}/`))
  return files.map(([file, json]) => {
    const texts = stringsOf(json)
    return {
      path: file,
      title: texts[0] ?? '',
      section: null,
      parts: texts.slice(1).map((text, index) => (index % 3 === 0 ? { heading: text, text: '' } : { text })),
    }
  })
}

/** What the substring matcher finds in each field: the counts the shards must reproduce. */
function scanned(pages: IndexedPage[], query: string) {
  const [term] = parseQuery(query)
  const counts = new Map<number, Map<number, number>>()
  pages.forEach((page, pageIndex) => {
    for (const [field, text] of fieldsOf(page)) {
      const found = findOccurrences(fold(text), term, Infinity).length
      if (found === 0) continue
      if (!counts.has(pageIndex)) counts.set(pageIndex, new Map())
      counts.get(pageIndex)?.set(field, found)
    }
  })
  return counts
}

function sharded(index: ReturnType<typeof shardIndex>, query: string) {
  const [term] = parseQuery(query)
  // As typed only: pinyin and typos find what the substring matcher does not.
  const exact = variantsOf(term, new Set(index.manifest.shards)).filter((variant) => variant.kind === 'exact')
  return countTerm(exact, (key) => index.shards.get(key) ?? {}).counts
}

// Pieces of the text itself, cut at fixed steps: Chinese runs, words, word starts, and runs with punctuation.
function samples(pages: IndexedPage[]): string[] {
  const text = pages.flatMap((page) => page.parts.map((part) => part.text)).join(' ')
  const found = new Set<string>()
  for (let at = 0; at < text.length && found.size < 300; at += 97) {
    for (const length of [1, 2, 3, 5, 8]) {
      const piece = text.slice(at, at + length).trim()
      if (piece && !/\s/u.test(piece)) found.add(piece)
    }
  }
  return [...found]
}

describe('countTerm', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`counts every term in every field as the substring matcher does (${language} guides)`, () => {
      const pages = guides(language)
      expect(pages.length).toBeGreaterThan(5)
      const queries = [
        ...samples(pages),
        '小程序',
        '跨境电商',
        'c++',
        'vercel.json',
        'localiz',
        'a',
        's',
        'seo',
      ]
      expect(queries.length).toBeGreaterThan(200)
      const index = shardIndex(pages)
      for (const query of queries) {
        if (parseQuery(query).length !== 1) continue
        expect([query, sharded(index, query)]).toEqual([query, scanned(pages, query)])
      }
    })
  }
})
