import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runTsx } from '../routes/run-tsx'
import { fixtureArticle, fixtureRepo } from '../test/fixture-repo'

/** A draft guide (its shape is checked, its writing not yet) and a review record of it. */
const draft = (language: 'zh' | 'en') => ({ draft: true, ...fixtureArticle(language) })
const claim = {
  block: 'intro',
  language: 'en',
  quote: 'the fee is 99 USD a year',
  verdict: 'confirmed',
  source: {
    url: 'https://example.com/fees',
    title: 'Fees',
    official: true,
    shows: 'undated',
    read: '2026-12-02',
    deciding: 'The annual fee is USD 99.',
  },
}
const axis = { score: 5, reason: 'Because.' }
const record = (claims: unknown[]) => ({
  guide: 'marketing/research-fixture',
  hash: '0'.repeat(64),
  reviewed: '2026-12-02',
  scores: { useful: axis, specific: axis, accurate: axis, current: axis, chinese: axis, english: axis },
  claims,
  artifacts: [],
  bestFree: { name: 'Docs', url: 'https://example.com/docs', points: [{ point: 'Fees', guide: 'better' }] },
  mainlandFirstObstacle: { obstacle: 'Paying by card', block: 'intro' },
})
const repo = fixtureRepo({
  'content/routes/marketing.json': [{ path: 'research/fixture', draft: true }],
  'public/locales/zh/articles/marketing/research-fixture.json': draft('zh'),
  'public/locales/en/articles/marketing/research-fixture.json': draft('en'),
  'content/reviews/marketing/research-fixture.json': record(Array.from({ length: 15 }, () => claim)),
})
afterAll(() => repo.remove())

const check = () =>
  runTsx([
    'content/src/cli/check-articles.ts',
    `--root=${join(repo.root, 'public', 'locales')}`,
    `--routes=${join(repo.root, 'content', 'routes')}`,
  ])
const review = (path: string, value: unknown) =>
  writeFileSync(join(repo.root, 'content', 'reviews', path), JSON.stringify(value))

describe('check:articles on review records', () => {
  it('lists a record the guide has outgrown without failing', { timeout: 60_000 }, () => {
    const result = check()
    expect(result.output).toContain('ok   marketing/research-fixture')
    expect(result.output).toContain(
      'note: 1 review records are out of date (the guide changed since its review): marketing/research-fixture',
    )
    expect(result.status).toBe(0)
  })

  it('fails a record whose quote is not in its block, and a record of no guide', { timeout: 60_000 }, () => {
    review(
      'marketing/research-fixture.json',
      record([{ ...claim, quote: 'the fee is 98 USD' }, ...Array(15).fill(claim)]),
    )
    review('marketing/research-gone.json', record(Array(15).fill(claim)))
    const result = check()
    expect(result.output).toContain(
      'claim 1 (en intro): "the fee is 98 USD" is not word for word in that block',
    )
    expect(result.output).toContain(
      'FAIL content/reviews/marketing/research-gone.json is the review of no guide',
    )
    expect(result.status).toBe(1)
  })
})
