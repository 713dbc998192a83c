import { answerItems, answerQuestion, questionTerms } from '@super-individual/content'
import type { GuideLibrary, Language } from './guide-library.ts'

/** One part of a guide that answers the question, quoted as the guide has it. */
export interface AnsweringQuote {
  guide: string
  section: string
  /** The guide's page at the section: where the words stand, given before their source. */
  url: string
  quote: string
  context?: string
  sources: string[]
  asOf?: string
  checked?: string
  /** The guide marks the figure "to be confirmed". */
  unverified?: true
  /** Its source was last checked more than 6 months ago. */
  stale?: true
}

export interface GuidesAnswer {
  covered: boolean
  quotes: AnsweringQuote[]
  nearestGuides: { title: string; url: string }[]
}

/**
 * The /ask page's answer, from the same engine and index: the parts of the guides that answer the
 * question, in the asked language, best first; nothing when no part answers well enough.
 */
export function askGuides(library: GuideLibrary, question: string, language: Language): GuidesAnswer {
  const { manifest, buckets } = library.askIndex()
  const answer = answerQuestion(manifest, questionTerms(manifest, question), buckets)
  const guideOf = (index: number) => library.guides.find(({ id }) => id === manifest.guides[index]!.id)!
  const quotes: AnsweringQuote[] = []
  for (const found of answer.covered ? answer.items : []) {
    const guide = guideOf(found.guide)
    const item = answerItems(guide.articles[language]).find(({ key }) => key === found.key)
    if (!item || quotes.some(({ quote }) => quote === item.text)) continue
    quotes.push({
      guide: guide.articles[language].title,
      section: item.heading,
      url: `${library.pageUrl(guide, language)}#${item.sectionId}`,
      quote: item.text,
      ...(item.context ? { context: item.context } : {}),
      sources: item.source ? [item.source.url] : [],
      ...(item.asOf ? { asOf: item.asOf } : {}),
      ...(item.checked ? { checked: item.checked } : {}),
      ...(item.unverified ? { unverified: true as const } : {}),
      ...(found.stale ? { stale: true as const } : {}),
    })
  }
  const nearestGuides = answer.nearGuides.map((index) => {
    const guide = guideOf(index)
    return { title: guide.articles[language].title, url: library.pageUrl(guide, language) }
  })
  return { covered: quotes.length > 0, quotes, nearestGuides }
}
