import { inlineExamples } from '../examples/inline-examples.ts'
import { inlineFacts } from '../facts/inline-facts.ts'

/**
 * An article as a reader gets it: each code block's example file and tested entry, and each shared
 * fact in the article's language, put into the blocks that name them. `readFile` reads a path from
 * the repository's root. Throws an InlineError for a file or fact that is missing or doubled.
 */
export function inlineArticle(
  article: unknown,
  articleId: string,
  language: 'zh' | 'en',
  readFile: (path: string) => string,
): unknown {
  return inlineFacts(inlineExamples(article, articleId, readFile), language, readFile)
}
