import type { z } from '../zod'
import type { GuideArticles } from '../corpus/guide-articles.ts'
import { proseTexts } from './guide-text.ts'
import { allTerms, type Glossary } from './read-glossary.ts'
import { termMatcher, type TermMatcher } from './term-match-cache.ts'
import type { Language } from './term-matches.ts'

/** Issue 40 asks for at least 150 terms: fewer would leave most of the guides' jargon unexplained. */
export const MINIMUM_TERMS = 150

interface GlossaryCheck {
  glossary: Glossary
  guides: readonly GuideArticles[]
  topicSchema: z.ZodMiniType
  minimumTerms?: number
  /** The build's, which keeps answers between builds; otherwise one for this call. */
  matcher?: TermMatcher
}

/** Guides per term in each language: how many guides' text names each term. */
export function guidesPerTerm({
  glossary,
  guides,
  matcher = termMatcher(allTerms(glossary)),
}: Pick<GlossaryCheck, 'glossary' | 'guides' | 'matcher'>): Record<Language, number[]> {
  const count = (language: Language) => {
    const named = guides.map((guide) =>
      matcher.termsIn(proseTexts(guide.articles[language]).join('\n'), language),
    )
    return allTerms(glossary).map((term) => named.filter((ids) => ids.has(term.id)).length)
  }
  return { zh: count('zh'), en: count('en') }
}

/** What check:glossary and the build refuse, one line each, naming the topic file and the term. */
export function glossaryProblems({
  glossary,
  guides,
  topicSchema,
  minimumTerms = MINIMUM_TERMS,
  matcher,
}: GlossaryCheck): string[] {
  const problems: string[] = []
  for (const topic of glossary.topics) {
    const { id, ...file } = topic
    const parsed = topicSchema.safeParse(file)
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        problems.push(`topics/${id}.json at ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    if (!glossary.order.includes(id))
      problems.push(`topics/${id}.json: add "${id}" to topics.order.json, where it goes on the page`)
  }
  for (const id of glossary.order)
    if (!glossary.topics.some((topic) => topic.id === id))
      problems.push(`topics.order.json names "${id}", which has no topics/${id}.json`)
  if (problems.length > 0) return problems

  const terms = allTerms(glossary)
  const seen = new Set<string>()
  for (const term of terms) {
    if (seen.has(term.id))
      problems.push(`term id "${term.id}" is used twice: ids are anchors on /glossary and must be unique`)
    seen.add(term.id)
  }
  if (terms.length < minimumTerms)
    problems.push(`the glossary has ${terms.length} terms; it needs at least ${minimumTerms}`)
  const uses = guidesPerTerm({ glossary, guides, matcher })
  terms.forEach((term, index) => {
    for (const language of ['zh', 'en'] as const)
      if (uses[language][index] === 0)
        problems.push(
          `"${term.id}": no ${language} guide uses "${term[language]}" or one of its ${language} aliases (${term.aliases[language].join(', ') || 'none'})`,
        )
    // A figure (a fee, a threshold, a date) is a fact, and a fact needs the page it comes from.
    if (/\d/.test(term.definition.zh + term.definition.en) && term.sources.length === 0)
      problems.push(`"${term.id}": its definition states a figure, so it needs a source`)
  })
  return problems
}

/** The check's summary line: terms, topics, and guides per term on average in each language. */
export function glossarySummary({
  glossary,
  guides,
  matcher,
}: Pick<GlossaryCheck, 'glossary' | 'guides' | 'matcher'>): string {
  const uses = guidesPerTerm({ glossary, guides, matcher })
  const average = (counts: number[]) =>
    (counts.reduce((sum, count) => sum + count, 0) / Math.max(counts.length, 1)).toFixed(1)
  return `${uses.zh.length} terms in ${glossary.topics.length} topics; guides per term on average: zh ${average(uses.zh)}, en ${average(uses.en)} (of ${guides.length} guides)`
}
