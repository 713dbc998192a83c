import type { GlossaryTermsContent } from '@/glossary/glossary-content'

type Topic = GlossaryTermsContent['topics'][number]

/**
 * The glossary as the page has it: whole when fetched, or the build's skeleton inlined for
 * hydration, whose terms are in the HTML only (decisions/article-sent-once.md), with their count.
 */
export type GlossaryOnPage = {
  topics: (Topic & { count?: number })[]
  kept?: true
}

/** What the build inlines for /glossary: each topic's id, title and number of terms. */
export function glossarySkeleton(glossary: GlossaryTermsContent): GlossaryOnPage {
  return {
    kept: true,
    topics: glossary.topics.map(({ id, title, terms }) => ({ id, title, terms: [], count: terms.length })),
  }
}

export const termCount = (topic: GlossaryOnPage['topics'][number]) => topic.count ?? topic.terms.length

/** The frozen region that holds a topic's terms. */
export const topicTermsRegion = (topicId: string) => `glossary/${topicId}`
