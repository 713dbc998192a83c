import { answerItems, answerQuestion, questionTerms } from '@super-individual/content'
import { askCorpusIndex } from '../../build/src/ask/ask-corpus'
import type { Language } from './locales'

const root = `${import.meta.dirname}/../..`
let index: ReturnType<typeof askCorpusIndex> | undefined

/**
 * The passage the answer engine quotes first for `question`, read from the guides' own files: what
 * the page must show word for word, and where its citation leads.
 */
export function firstQuote(question: string, language: Language) {
  index ??= askCorpusIndex(root)
  const { manifest, buckets, guides } = index
  const answer = answerQuestion(manifest, questionTerms(manifest, question), buckets)
  const found = answer.items[0]
  if (!answer.covered || !found) throw new Error(`the guides do not answer ${JSON.stringify(question)}`)
  const guide = manifest.guides[found.guide]!
  const article = guides.find(({ id }) => id === guide.id)!.articles[language]
  const item = answerItems(article).find(({ key }) => key === found.key)!
  return { guide, title: guide.title[language], item }
}
