import { articleBlocks, articleTexts } from './article-rules'
import type { Article } from './article-schema'

/** What a reviewer counts to judge a guide's depth (issue 14): sourced specifics, material, hedges. */
export interface ArticleStats {
  sourcedFacts: number
  unverifiedFacts: number
  codeBlocks: number
  tables: number
  numbersTables: number
  templates: number
  /** Case blocks plus facts that tell a real example; every one carries a source. */
  realCases: number
  /** Deferrals such as 以官方为准 / "check the official page" that a dated figure makes unnecessary. */
  hedges: number
  /** A section headed as generic pitfalls (常见坑 / Common pitfalls). */
  genericPitfallSections: number
  /** The "假设你… / Suppose you…" scenario that the first pass used as a template. */
  supposeScenarios: number
}

const zhHedge = /以[^，。；、\n]{0,20}为准/g
const enHedge = /\b(?:check|confirm|verify) (?:the )?(?:official|current|latest)\b/gi
const realExample = /^(?:真实案例|真实例子|(?:A )?[Rr]eal (?:case|example))/
const genericPitfalls = /^(?:常见坑|(?:Common )?[Pp]itfalls\b)/
const suppose = /假设你|\b(?:Suppose|Say) you\b/g

export function articleStats(article: Article, language: 'zh' | 'en'): ArticleStats {
  const blocks = articleBlocks(article)
  const facts = blocks.filter((block) => block.type === 'fact')
  const sourced = facts.filter((fact) => 'source' in fact)
  // The change log describes edits ("replaced the 假设你 set-up"), so it is left out of the prose counts.
  const logged = new Set(article.changeLog.map((entry) => entry.text))
  const text = articleTexts(article)
    .filter((piece) => !logged.has(piece))
    .join('\n')
  return {
    sourcedFacts: sourced.length,
    unverifiedFacts: facts.length - sourced.length,
    codeBlocks: blocks.filter((block) => block.type === 'code').length,
    tables: blocks.filter((block) => block.type === 'table').length,
    numbersTables: blocks.filter((block) => block.type === 'numbers').length,
    templates: blocks.filter((block) => block.type === 'template').length,
    realCases:
      blocks.filter((block) => block.type === 'case').length +
      sourced.filter((fact) => realExample.test(fact.text)).length,
    hedges: (text.match(language === 'zh' ? zhHedge : enHedge) ?? []).length,
    genericPitfallSections: article.sections.filter((section) => genericPitfalls.test(section.heading))
      .length,
    supposeScenarios: (text.match(suppose) ?? []).length,
  }
}

/**
 * How an intro opens, to count distinct openings: its first four characters in Chinese or first two
 * words in English, so "假设你是…" and "假设你想…" count as one pattern.
 */
export function openingPattern(article: Article, language: 'zh' | 'en'): string {
  const intro = article.intro.trim()
  return language === 'zh' ? intro.slice(0, 4) : intro.split(/\s+/).slice(0, 2).join(' ').toLowerCase()
}
