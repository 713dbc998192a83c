import { describe, expect, it } from 'vitest'
import { articleSchema, type Article } from '../schema/article-schema'
import { blockProblems } from './article-rules'
import { parityProblems } from './article-rules-parity'
import { stepGuideProblems } from './article-rules-playbook'

const source = {
  label: 'IRS: Form SS-4 instructions',
  url: 'https://www.irs.gov/instructions/iss4',
  primary: true,
  asOf: '2026-01',
  checked: '2026-11-20',
}
const detailed = (id: string, guide: string) => ({
  id,
  title: `Step ${id}`,
  text: 'What to do.',
  cost: 'USD 0',
  duration: '4 business days by fax',
  sources: [source],
  guide,
})
const section = (steps: unknown[]) => ({ id: 'section-1', heading: 'Steps', paragraphs: ['Text.'], steps })
const article = (steps: unknown[], extra: object = {}) => ({
  title: 'Playbook',
  intro: 'Intro.',
  lastReviewed: '2026-11-26',
  changeLog: [{ date: '2026-11-26', kind: 'reader', text: 'First published.' }],
  sections: [section(steps), section([]), section([]), section([])].map((entry, index) =>
    index === 0 ? entry : { id: `section-${index + 1}`, heading: `Part ${index}`, paragraphs: ['Text.'] },
  ),
  resources: [{ label: 'IRS', url: 'https://www.irs.gov/forms', description: 'Forms.' }],
  ...extra,
})
const issues = (value: unknown) =>
  articleSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('playbook steps', () => {
  const three = ['a', 'b', 'c'].map((id) => detailed(id, '/tools-services/cashflow/company'))

  it('accepts a playbook whose every step has its cost, duration, sources and guide', () => {
    expect(issues(article(three, { playbook: true }))).toEqual([])
  })

  it('refuses a step with some details and not others', () => {
    const { guide: _guide, ...withoutGuide } = three[0]
    expect(issues(article([withoutGuide, ...three.slice(1)]))).toContain(
      'a playbook step has a cost, a duration, sources and a guide, or none of them',
    )
  })

  it('refuses a playbook with a plain step or fewer than three steps', () => {
    const message = 'a playbook has at least 3 steps, and each has a cost, a duration, sources and a guide'
    const plain = { id: 'd', title: 'Plain', text: 'No details.' }
    expect(issues(article([...three, plain], { playbook: true }))).toContain(message)
    expect(issues(article(three.slice(0, 2), { playbook: true }))).toContain(message)
    // A guide that is no playbook may mix plain and detailed steps.
    expect(issues(article([...three, plain]))).toEqual([])
  })

  it('refuses a guide address that is not a route path', () => {
    expect(issues(article([detailed('a', 'https://example.com/guide'), ...three.slice(1)]))).toContain(
      'expected a guide path such as /tools-services/cashflow/company',
    )
  })

  it('names a step whose guide is not routed, or is the playbook itself', () => {
    const parsed = articleSchema.parse(
      article(
        [
          detailed('a', '/tools-services/cashflow/gone'),
          detailed('b', '/tools-services/playbooks/paid'),
          three[2],
        ],
        {
          playbook: true,
        },
      ),
    ) as Article
    const routed = new Set(['/tools-services/cashflow/company', '/tools-services/playbooks/paid'])
    expect(stepGuideProblems(parsed, '/tools-services/playbooks/paid', routed)).toEqual([
      'step a links /tools-services/cashflow/gone, which is no published guide',
      'step b sends the reader to this guide itself',
    ])
  })

  it('checks a step source like a row of figures: no home page, no date after the review', () => {
    const late = { ...three[0], sources: [{ ...source, url: 'https://www.irs.gov/', checked: '2026-12-01' }] }
    const parsed = articleSchema.parse(article([late, ...three.slice(1)], { playbook: true }))
    expect(blockProblems(parsed)).toEqual([
      '"step a: IRS: Form SS-4 instructions" cites a home page (https://www.irs.gov/)',
      '"step a: IRS: Form SS-4 instructions" was checked on 2026-12-01, after the last review',
    ])
  })

  it('finds a step whose guide or sources differ between the languages', () => {
    const zh = articleSchema.parse(article(three, { playbook: true }))
    const moved = [detailed('a', '/tools-services/cashflow/knowledge'), ...three.slice(1)]
    const en = articleSchema.parse(article(moved, { playbook: true }))
    expect(parityProblems(zh, en)).toEqual([
      `step guide or sources differ: zh a>/tools-services/cashflow/company:${source.url}:true en a>/tools-services/cashflow/knowledge:${source.url}:true`,
    ])
    const plain = articleSchema.parse(article(three))
    expect(parityProblems(zh, plain)).toEqual(['one language is marked a playbook and the other is not'])
  })
})
