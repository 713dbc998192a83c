import { describe, expect, it } from 'vitest'
import { parityProblems } from './article-rules-parity'
import { articleSchema, nextSectionId, type Article } from '../schema/article-schema'

const guide = (ids: string[], extra: Record<string, unknown> = {}) => ({
  title: 'T',
  intro: 'I',
  lastReviewed: '2026-12-02',
  changeLog: [{ date: '2026-12-02', kind: 'reader', text: 'First published.' }],
  sections: ids.map((id, index) => ({ id, heading: `H${index}`, paragraphs: [`P${index}`] })),
  resources: [{ label: 'L', url: 'https://example.com/rules', description: 'D' }],
  ...extra,
})
const messages = (value: unknown) =>
  articleSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('stable section ids', () => {
  it('needs an id of the form section-N on every section', () => {
    const article = guide(['section-1', 'section-2', 'section-3', 'section-4'])
    expect(messages(article)).toEqual([])
    expect(messages(guide(['section-1', 'section-2', 'section-3', 'intro']))).toEqual([
      'expected a section id such as section-7',
    ])
    const withoutId = { ...article, sections: article.sections.map(({ id: _id, ...rest }) => rest) }
    expect(messages(withoutId)).toHaveLength(4)
  })

  it('refuses an id used twice or taken back from a deleted section', () => {
    expect(messages(guide(['section-1', 'section-2', 'section-2', 'section-4']))).toEqual([
      'section ids must be unique within a guide and never a retired one',
    ])
    expect(
      messages(
        guide(['section-1', 'section-2', 'section-3', 'section-5'], { retiredSectionIds: ['section-5'] }),
      ),
    ).toEqual(['section ids must be unique within a guide and never a retired one'])
  })

  it('lets a change-log entry name the section it changed, only a section the guide has', () => {
    const ids = ['section-1', 'section-2', 'section-3', 'section-4']
    const entry = (section: string) => ({
      changeLog: [{ date: '2026-12-02', kind: 'reader', text: 'Fees updated.', section }],
    })
    expect(messages(guide(ids, entry('section-3')))).toEqual([])
    expect(messages(guide(ids, entry('section-9')))).toEqual([
      "a change-log entry's section must be one of the guide's sections",
    ])
    expect(
      messages(
        guide(['section-1', 'section-2', 'section-3', 'section-5'], {
          ...entry('section-4'),
          retiredSectionIds: ['section-4'],
        }),
      ),
    ).toEqual(["a change-log entry's section must be one of the guide's sections"])
  })

  it('gives a new section the next number no section has had, deleted ones included', () => {
    expect(nextSectionId(guide(['section-3', 'section-1', 'section-2', 'section-4']))).toBe('section-5')
    expect(
      nextSectionId(
        guide(['section-1', 'section-2', 'section-3', 'section-4'], { retiredSectionIds: ['section-9'] }),
      ),
    ).toBe('section-10')
  })

  it('reports sections whose ids differ between the two languages', () => {
    const zh = articleSchema.parse(guide(['section-1', 'section-2', 'section-3', 'section-4'])) as Article
    const en = articleSchema.parse(guide(['section-1', 'section-3', 'section-2', 'section-4'])) as Article
    expect(parityProblems(zh, en)).toContain(
      'section ids differ: zh [section-1, section-2, section-3, section-4] en [section-1, section-3, section-2, section-4]',
    )
  })
})
