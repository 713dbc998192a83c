import { describe, expect, it } from 'vitest'
import type { GlossaryTerm } from '../glossary/glossary-schema'
import { answerQuestion, answerTuning, maxQuestionLength, questionTerms } from './answer-question'
import { fixtureGuides } from './ask-fixture'
import { buildAskIndex } from './ask-index'

const glossary: GlossaryTerm[] = [
  {
    id: 'currency-conversion',
    zh: '结汇',
    en: 'currency conversion',
    aliases: { zh: [], en: ['foreign exchange settlement'] },
    definition: { zh: '把外币换成人民币。', en: 'Selling foreign currency for yuan.' },
    sources: [],
  },
]
const { manifest, buckets } = buildAskIndex({
  guides: fixtureGuides(),
  glossary,
  pinyinOf: (chinese) => (chinese === '结汇' ? 'jiehui' : ''),
  buckets: 16,
  today: '2026-12-07',
})
const bucketMap = new Map(buckets.map((bucket, index) => [index, bucket]))
// Scores grow with a corpus's size; in two guides no item reaches the site's score bar.
const fixtureTuning = { ...answerTuning, score: 0 }
const ask = (question: string, thresholds = fixtureTuning) =>
  answerQuestion(manifest, questionTerms(manifest, question), bucketMap, thresholds)
const found = (question: string) =>
  ask(question).items.map((item) => `${manifest.guides[item.guide]!.id} ${item.key}`)

describe('answerQuestion', () => {
  it('answers a Chinese question with the row that holds its figure, first', () => {
    expect(found('个人每年结汇额度是多少')[0]).toBe('tools-services/payments section-1/0/r0')
  })

  it('answers from both languages: an English question finds the same row', () => {
    expect(found('annual foreign exchange quota')[0]).toBe('tools-services/payments section-1/0/r0')
  })

  it('reads a glossary term typed as pinyin or in the other language', () => {
    const pinyin = questionTerms(manifest, 'jiehui')
    expect(pinyin.terms.map((term) => term.token)).toContain('结汇')
    expect(questionTerms(manifest, 'currency conversion').terms.map((term) => term.token)).toContain('结汇')
  })

  it('says "not covered" rather than stretch a match on one common word', () => {
    const answer = ask('Baidu Ads minimum budget for a campaign')
    expect(answer).toMatchObject({ covered: false, items: [] })
    expect(answer.nearGuides.map((guide) => manifest.guides[guide]!.id)).toContain('marketing/seo')
    expect(ask('zebra saxophone glacier')).toEqual({ covered: false, items: [], nearGuides: [] })
  })

  it('labels an item whose source was checked more than 6 months before the build', () => {
    const [fee] = ask('wire transfer fee').items
    expect(fee).toMatchObject({ key: 'section-1/0/r1', stale: true })
    expect(ask('annual foreign exchange quota').items[0]!.stale).toBe(false)
  })

  it('quotes at most maxItems items, and none below the share of the best score it follows', () => {
    expect(ask('结汇', { ...fixtureTuning, score: 0, maxItems: 1 }).items).toHaveLength(1)
    const loose = ask('结汇', { ...fixtureTuning, score: 0, follow: 0 })
    const strict = ask('结汇', { ...fixtureTuning, score: 0, follow: 1 })
    expect(strict.items.length).toBeLessThanOrEqual(loose.items.length)
    expect(strict.items.every((item) => item.score === strict.items[0]!.score)).toBe(true)
  })

  it('does not answer a question on a name with a part that lacks it, however much else they share', () => {
    expect(found('wire transfer fee')[0]).toBe('tools-services/payments section-1/0/r1')
    expect(ask('wire transfer fee with Wise')).toMatchObject({ covered: false, items: [] })
    expect(questionTerms(manifest, 'wire transfer fee with Wise').names).toEqual([23])
    // A capitalised first word is a name only when a guide's title has it.
    expect(questionTerms(manifest, 'Wise wire transfer fee').names).toEqual([])
  })

  it('reads a word of the thesaurus as the others of its group', () => {
    const withSynonyms = buildAskIndex({
      guides: fixtureGuides(),
      glossary,
      buckets: 16,
      today: '2026-12-07',
      synonyms: [['手续费', '收费']],
    })
    const files = new Map(withSynonyms.buckets.map((bucket, index) => [index, bucket]))
    const askWith = (question: string) =>
      answerQuestion(
        withSynonyms.manifest,
        questionTerms(withSynonyms.manifest, question),
        files,
        fixtureTuning,
      )
    const without = ask('电汇怎么收费')
    const withThem = askWith('电汇怎么收费')
    expect(withThem.items[0]?.key).toBe('section-1/0/r1')
    expect(withThem.items[0]!.coverage).toBeGreaterThan(without.items[0]?.coverage ?? 0)
  })

  it('reads no more than the longest question it accepts', () => {
    const padded = `${'x'.repeat(maxQuestionLength)} 结汇`
    expect(questionTerms(manifest, padded).terms.map((term) => term.token)).not.toContain('结汇')
  })

  it('asks only for the buckets its terms are kept in, and ranks without a missing one', () => {
    const terms = questionTerms(manifest, '结汇额度')
    expect(terms.buckets.length).toBeGreaterThan(0)
    expect(terms.buckets.every((bucket) => bucket >= 0 && bucket < 16)).toBe(true)
    expect(answerQuestion(manifest, terms, new Map())).toEqual({ covered: false, items: [], nearGuides: [] })
  })
})
