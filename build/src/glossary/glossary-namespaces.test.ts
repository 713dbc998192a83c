import { describe, expect, it } from 'vitest'
import { glossaryMarksSchema, glossaryTermsSchema } from '../../../src/glossary/glossary-content'
import { loadCorpus } from '@super-individual/content/node'
import { glossaryMarks, glossaryNamespace, glossaryTerms } from './glossary-namespaces'
import { markedTexts } from '@super-individual/content/node'
import { readGlossary } from '@super-individual/content/node'
import { repoRoot } from '@super-individual/content/node'

const glossary = readGlossary()
const guides = loadCorpus(repoRoot).guides
const guide = guides.find((candidate) => candidate.id === 'tools-services/playbooks-paid-from-abroad')!

describe('the glossary page namespace', () => {
  it.each(['zh', 'en'] as const)('has every term in %s, with the guides whose text uses it', (language) => {
    const content = glossaryTermsSchema.parse(glossaryTerms(glossary, guides, language))
    const terms = content.topics.flatMap((topic) => topic.terms)
    expect(terms).toHaveLength(glossary.topics.flatMap((topic) => topic.terms).length)
    const mor = terms.find((term) => term.id === 'merchant-of-record')!
    expect(mor.name).toBe(language === 'zh' ? '代收平台' : 'merchant of record')
    expect(mor.aliases).toContain('MoR')
    expect(mor.guides).toContainEqual({ path: guide.path, title: guide.articles[language].title })
    // Found in the text, so a guide that never names the term is not listed.
    expect(mor.guides.map((use) => use.path)).not.toContain('/marketing/research/seo')
  })
})

describe("a guide's marks", () => {
  it.each(['zh', 'en'] as const)(
    'mark the first use of each term once, where the %s text holds its name',
    (language) => {
      const content = glossaryMarksSchema.parse(glossaryMarks(glossary, guide.articles[language], language))
      const texts = new Map(markedTexts(guide.articles[language]).map((text) => [text.key, text.text]))
      const marks = Object.entries(content.marks).flatMap(([key, list]) =>
        list.map(([start, end, term]) => ({ term, text: texts.get(key)!.slice(start, end) })),
      )
      expect(marks.length).toBeGreaterThan(3)
      expect(new Set(marks.map((mark) => mark.term)).size).toBe(marks.length)
      expect(Object.keys(content.terms).sort()).toEqual(marks.map((mark) => mark.term).sort())
      const mor = marks.find((mark) => mark.term === 'merchant-of-record')!
      expect(['代收平台', 'MoR', '代收代缴平台', 'merchant of record']).toContain(mor.text)
    },
  )

  it('are served by the dev server for a guide, and not for another name', () => {
    expect(glossaryMarksSchema.safeParse(glossaryNamespace(`glossary-marks/${guide.id}`, 'en')).success).toBe(
      true,
    )
    expect(glossaryNamespace('glossary-marks/../secrets', 'en')).toBeUndefined()
    expect(glossaryNamespace('glossary-other', 'en')).toBeUndefined()
  })
})
