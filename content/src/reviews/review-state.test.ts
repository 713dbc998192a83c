import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadCorpus } from '../corpus/load-corpus'
import { fixtureArticle, fixtureFact, fixtureRepo } from '../test/fixture-repo'
import { contentStatus } from '../status/collect'
import { reviewStatus } from './review-state'

const fee = {
  type: 'fact',
  text: 'The fee is 99 USD a year.',
  asOf: '2026-11',
  checked: '2026-12-02',
  source: { label: 'Fees', url: 'https://example.com/fees', primary: true },
}
const claim = (overrides: Record<string, unknown> = {}) => ({
  block: 'section-1/blocks[0]',
  language: 'en',
  quote: '99 USD a year',
  verdict: 'confirmed',
  source: {
    url: 'https://example.com/fees',
    title: 'Fees',
    official: true,
    shows: '2026-11',
    read: '2026-12-02',
    deciding: 'The annual fee is USD 99.',
  },
  ...overrides,
})
const scores = (score: number) =>
  Object.fromEntries(
    ['useful', 'specific', 'accurate', 'current', 'chinese', 'english'].map((axis) => [
      axis,
      { score, reason: 'Because.' },
    ]),
  )
const record = (hash: string, claims: unknown[], score = 5) => ({
  guide: 'marketing/research-fixture',
  hash,
  reviewed: '2026-12-02',
  scores: scores(score),
  claims,
  artifacts: [],
  bestFree: { name: 'Docs', url: 'https://example.com/docs', points: [{ point: 'Fees', guide: 'better' }] },
  mainlandFirstObstacle: { obstacle: 'Paying by card', block: 'section-1/blocks[0]' },
})
const routes = { 'content/routes/marketing.json': [{ path: 'research/fixture' }] }
const articles = {
  'public/locales/zh/articles/marketing/research-fixture.json': fixtureArticle('zh', [
    { ...fee, text: '年费 99 美元。' },
  ]),
  'public/locales/en/articles/marketing/research-fixture.json': fixtureArticle('en', [fee]),
}
let remove = () => {}
afterEach(() => remove())

/** The corpus of a one-guide repository, with `review` as its record (its hash computed, then set). */
function withReview(make: (hash: string) => unknown) {
  const first = fixtureRepo({ ...routes, ...articles })
  const hash = loadCorpus(first.root).guides[0]!.review.hash
  first.remove()
  const repo = fixtureRepo({
    ...routes,
    ...articles,
    'content/reviews/marketing/research-fixture.json': make(hash),
  })
  remove = repo.remove
  return { ...loadCorpus(repo.root), root: repo.root }
}

const fifteen = (overrides: Record<string, unknown> = {}) =>
  Array.from({ length: 15 }, () => claim(overrides))

describe('review records', () => {
  it('can be written for a guide without one: content:status prints the hash it must hold', () => {
    const bare = fixtureRepo({ ...routes, ...articles })
    const noRun = { files: 0, tests: 0, failed: [] }
    const [entry] = contentStatus(loadCorpus(bare.root).guides, noRun, '2026-12-02').entries
    bare.remove()
    expect(entry).toMatchObject({ guide: 'marketing/research-fixture', review: null })
    const { guides } = withReview((hash) => record(hash, fifteen()))
    expect(entry?.hash).toBe(guides[0]!.review.hash)
    expect(reviewStatus(guides[0]!.review)?.current).toBe(true)
  })

  it('are current while the guide is as reviewed, and pass at 4.5 with no claim wrong', () => {
    const { guides } = withReview((hash) => record(hash, fifteen()))
    const status = reviewStatus(guides[0]!.review)
    expect(status).toMatchObject({
      current: true,
      average: 5,
      lowestAxis: 5,
      claims: 15,
      wrong: 0,
      passes: true,
    })
    expect(status?.line).toEqual({
      claims: 15,
      sources: 1,
      official: 1,
      reviewed: '2026-12-02',
      current: true,
    })
    expect(guides[0]!.articles.en.review).toEqual(status?.line)
  })

  it('go out of date, without a problem, when an article, an example or a fact they cover changes', () => {
    const { guides } = withReview(() => record('0'.repeat(64), fifteen()))
    expect(guides[0]!.review).toMatchObject({ current: false, problems: [] })
    expect(reviewStatus(guides[0]!.review)).toMatchObject({ current: false, passes: false })
    expect(guides[0]!.articles.zh.review?.current).toBe(false)
  })

  it('name a quote that is not word for word in its block, a missing block and a record of another guide', () => {
    const { guides } = withReview((hash) => ({
      ...record(hash, [
        claim({ quote: '99 USD per year' }),
        claim({ block: 'section-9/blocks[0]' }),
        ...fifteen(),
      ]),
      guide: 'marketing/research-other',
    }))
    expect(guides[0]!.review.problems).toEqual([
      'content/reviews/marketing/research-fixture.json: the record names marketing/research-other, but it is the record of marketing/research-fixture',
      'content/reviews/marketing/research-fixture.json: claim 1 (en section-1/blocks[0]): "99 USD per year" is not word for word in that block',
      'content/reviews/marketing/research-fixture.json: claim 2 (en section-9/blocks[0]): the guide has no such block',
    ])
  })

  it('refuse an unconfirmed claim the page does not mark, a source without its deciding sentence, and fewer than 15 claims', () => {
    const marked = withReview((hash) =>
      record(hash, [claim({ verdict: 'unconfirmed-marked', source: undefined }), ...fifteen()]),
    )
    expect(marked.guides[0]!.review.problems).toEqual([
      'content/reviews/marketing/research-fixture.json: claim 1 (en section-1/blocks[0]): an unconfirmed claim must stand in a fact the page marks "to be confirmed"',
    ])
    const undecided = withReview((hash) =>
      record(hash, fifteen({ source: { ...claim().source, deciding: '' } })),
    )
    expect(undecided.guides[0]!.review.problems[0]).toMatch(/claims\.0\.source\.deciding/)
    const few = withReview((hash) => record(hash, [claim()]))
    expect(few.guides[0]!.review.problems[0]).toMatch(/claims/)
  })

  it('count a claim left wrong against the guide, which then does not pass', () => {
    const { guides } = withReview((hash) => record(hash, [claim({ verdict: 'wrong' }), ...fifteen()], 5))
    expect(reviewStatus(guides[0]!.review)).toMatchObject({ wrong: 1, passes: false })
  })

  it('cover the shared facts a guide refers to', () => {
    const fact = fixtureFact
    const referring = {
      'public/locales/zh/articles/marketing/research-fixture.json': fixtureArticle('zh', [
        { type: 'fact', ref: 'the-law' },
      ]),
      'public/locales/en/articles/marketing/research-fixture.json': fixtureArticle('en', [
        { type: 'fact', ref: 'the-law' },
      ]),
    }
    const hashWith = (text: string) => {
      const repo = fixtureRepo({
        ...routes,
        ...referring,
        'content/facts/the-law.json': { ...fact, en: { ...fact.en, text } },
      })
      const corpus = loadCorpus(repo.root)
      repo.remove()
      return corpus.guides[0]!.review.hash
    }
    expect(hashWith('The law says so.')).toBe(hashWith('The law says so.'))
    expect(hashWith('The law says so.')).not.toBe(hashWith('The law says otherwise.'))
  })

  it('are read from content/reviews and never from the article files', () => {
    const { root } = withReview((hash) => record(hash, fifteen()))
    const written = readFileSync(
      join(root, 'public/locales/en/articles/marketing/research-fixture.json'),
      'utf8',
    )
    expect(written).not.toContain('"review"')
  })
})
