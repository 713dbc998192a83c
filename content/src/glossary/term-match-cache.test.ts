import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { termMatcher } from './term-match-cache'
import { firstUses, type MatchableTerm } from './term-matches'

const terms: MatchableTerm[] = [
  { id: 'mini-program', zh: '小程序', en: 'mini program', aliases: { zh: ['微信小程序'], en: ['mini app'] } },
  { id: 'seo', zh: '搜索引擎优化', en: 'SEO', aliases: { zh: ['SEO'], en: [] } },
]
const texts = ['A mini program needs SEO too.', 'Nothing here.', 'Mini apps, and a mini program again.']

const folders: string[] = []
const cacheFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'term-match-cache-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('termMatcher', () => {
  it('answers as the matching it stands for', () => {
    const matcher = termMatcher(terms)
    expect([...matcher.termsIn(texts[0], 'en')].sort()).toEqual(['mini-program', 'seo'])
    expect([...matcher.termsIn(texts[1], 'en')]).toEqual([])
    expect(matcher.firstUses(texts, 'en')).toEqual(firstUses(texts, terms, 'en'))
  })

  it('works a text out once, however often it is asked', () => {
    const matcher = termMatcher(terms)
    matcher.termsIn(texts[0], 'en')
    matcher.termsIn(texts[0], 'en')
    matcher.firstUses(texts, 'en')
    matcher.firstUses(texts, 'en')
    expect(matcher.matched).toBe(2)
  })

  it('keeps its answers for the next build, which then matches only a changed text', () => {
    const cacheDir = cacheFolder()
    const first = termMatcher(terms, { cacheDir })
    for (const text of texts) first.termsIn(text, 'en')
    first.firstUses(texts, 'en')
    first.save()

    const second = termMatcher(terms, { cacheDir })
    for (const text of texts) second.termsIn(text, 'en')
    expect(second.firstUses(texts, 'en')).toEqual(firstUses(texts, terms, 'en'))
    expect(second.matched).toBe(0)
    expect([...second.termsIn('SEO, edited in.', 'en')]).toEqual(['seo'])
    expect(second.matched).toBe(1)
  })

  it('does not reuse answers once the glossary changes', () => {
    const cacheDir = cacheFolder()
    const first = termMatcher(terms, { cacheDir })
    first.termsIn(texts[1], 'en')
    first.save()
    const withAlias = terms.map((term) =>
      term.id === 'seo' ? { ...term, aliases: { zh: [], en: ['nothing'] } } : term,
    )
    const second = termMatcher(withAlias, { cacheDir })
    expect([...second.termsIn(texts[1], 'en')]).toEqual(['seo'])
    expect(second.matched).toBe(1)
  })

  it('keeps the files of the last three glossaries only', () => {
    const cacheDir = cacheFolder()
    for (const alias of ['a', 'b', 'c', 'd', 'e']) {
      const matcher = termMatcher([{ ...terms[0], aliases: { zh: [], en: [alias] } }], { cacheDir })
      matcher.termsIn(texts[0], 'en')
      matcher.save()
    }
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.json'))).toHaveLength(3)
    // The file just written is one of them, whatever the clock's resolution.
    const last = termMatcher([{ ...terms[0], aliases: { zh: [], en: ['e'] } }], { cacheDir })
    last.termsIn(texts[0], 'en')
    expect(last.matched).toBe(0)
  })
})
