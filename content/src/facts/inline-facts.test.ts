import { describe, expect, it } from 'vitest'
import type { Article } from '../schema/article-schema'
import { InlineError } from '../examples/inline-examples'
import { factLogProblems, referredFacts } from './fact-log'
import { factRefsOf, inlineFacts } from './inline-facts'

const quota = {
  asOf: '2026-11',
  checked: '2026-12-02',
  changed: '2026-12-02',
  source: { url: 'https://www.safe.gov.cn/safe/2016/0906/5625.html', primary: true },
  zh: { text: '个人每年便利化结汇额度为等值 5 万美元。', label: '国家外汇管理局', quote: '第二条 ……' },
  en: { text: 'A person may convert up to USD 50,000 a year.', label: 'SAFE' },
}
const files: Record<string, string> = { 'content/facts/personal-fx-quota.json': JSON.stringify(quota) }
const read = (path: string) => {
  const text = files[path]
  if (text === undefined) throw new Error(`ENOENT ${path}`)
  return text
}
const article = (blocks: unknown[]) => ({
  sections: [{ id: 'section-1', heading: 'H', paragraphs: ['P'], blocks }],
})
const blocksOf = (value: unknown) => (value as { sections: { blocks: unknown[] }[] }).sections[0]!.blocks

describe('shared facts', () => {
  it('puts the fact into a referring block in the article’s language, with its source and dates', () => {
    const zh = blocksOf(inlineFacts(article([{ type: 'fact', ref: 'personal-fx-quota' }]), 'zh', read))
    expect(zh[0]).toEqual({
      type: 'fact',
      ref: 'personal-fx-quota',
      text: quota.zh.text,
      quote: '第二条 ……',
      asOf: '2026-11',
      checked: '2026-12-02',
      source: { label: '国家外汇管理局', url: quota.source.url, primary: true },
    })
    const en = blocksOf(inlineFacts(article([{ type: 'fact', ref: 'personal-fx-quota' }]), 'en', read))
    expect(en[0]).toMatchObject({ text: quota.en.text, source: { label: 'SAFE' } })
    expect(en[0]).not.toHaveProperty('quote')
  })

  it('leaves other blocks alone and lists the facts an article refers to', () => {
    const own = { type: 'fact', text: 'Own fact.', unverified: true }
    const value = article([
      own,
      { type: 'fact', ref: 'personal-fx-quota' },
      { type: 'fact', ref: 'personal-fx-quota' },
    ])
    expect(blocksOf(inlineFacts(value, 'en', read))[0]).toBe(own)
    expect(factRefsOf(value)).toEqual(['personal-fx-quota'])
  })

  it('refuses a missing fact, a malformed fact file and a referring block that restates the fact', () => {
    expect(() => inlineFacts(article([{ type: 'fact', ref: 'nothing-here' }]), 'zh', read)).toThrow(
      'the shared fact "nothing-here" does not exist: add content/facts/nothing-here.json',
    )
    const broken: Record<string, string> = {
      ...files,
      'content/facts/broken.json': JSON.stringify({ ...quota, checked: '2026-10-01' }),
    }
    expect(() =>
      inlineFacts(article([{ type: 'fact', ref: 'broken' }]), 'zh', (path) => broken[path] ?? read(path)),
    ).toThrow(/checked: checked cannot come before the month the source states/)
    expect(() =>
      inlineFacts(article([{ type: 'fact', ref: 'personal-fx-quota', text: 'Copy.' }]), 'zh', read),
    ).toThrow(InlineError)
  })

  it('asks a guide to log a reader change when a fact it refers to changed after its newest entry', () => {
    const inlined = inlineFacts(article([{ type: 'fact', ref: 'personal-fx-quota' }]), 'en', read) as Article
    const guide = (dates: string[]): Article => ({
      ...inlined,
      changeLog: dates.map((date) => ({ date, kind: 'reader' as const, text: 'Changed.' })),
    })
    expect(referredFacts(guide(['2026-11-20']))).toEqual(['personal-fx-quota'])
    expect(factLogProblems(guide(['2026-11-20']), () => '2026-12-02')).toEqual([
      'the shared fact "personal-fx-quota" changed on 2026-12-02, after the guide\'s newest reader entry: add a "reader" change-log entry dated 2026-12-02 or later that says what changed',
    ])
    expect(factLogProblems(guide(['2026-11-20', '2026-12-02']), () => '2026-12-02')).toEqual([])
  })
})
