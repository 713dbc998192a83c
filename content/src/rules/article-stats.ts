import { countHedges } from './article-hedges'
import { articleBlocks, articleTexts } from './article-rules'
import type { Article, ArticleBlock } from '../schema/article-schema'

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
  /** Facts, cases and rows of figures with a source: each a claim with a date. */
  datedSources: number
  /** Of those, the ones someone has re-read (`checked` set). */
  recheckedSources: number
  /** Of those, the ones citing the platform's own page, the statute or the regulator. */
  primarySources: number
  /** Deferrals such as 以官方为准 / "check the official page" that a dated figure makes unnecessary. */
  deferrals: number
  /** Softening words (可能, usually…; article-hedges.ts) outside code, templates and the change log. */
  hedges: number
  /** A section headed as generic pitfalls (常见坑 / Common pitfalls). */
  genericPitfallSections: number
  /** The "假设你… / Suppose you…" scenario that the first pass used as a template. */
  supposeScenarios: number
}

const zhDeferral = /以[^，。；、\n]{0,20}为准/g
const enDeferral = /\b(?:check|confirm|verify) (?:the )?(?:official|current|latest)\b/gi
const realExample = /^(?:真实案例|真实例子|(?:A )?[Rr]eal (?:case|example))/
const genericPitfalls = /^(?:常见坑|(?:Common )?[Pp]itfalls\b)/
const suppose = /假设你|\b(?:Suppose|Say) you\b/g

export function articleStats(article: Article, language: 'zh' | 'en'): ArticleStats {
  const blocks = articleBlocks(article)
  const facts = blocks.filter((block) => block.type === 'fact')
  const sourcedFacts = facts.filter((fact) => 'source' in fact)
  const stepSources = article.sections
    .flatMap((section) => section.steps ?? [])
    .flatMap((step) => (step.sources ?? []).map((source) => ({ checked: source.checked, source })))
  const sourced = [...blocks.flatMap(sourcesOf), ...stepSources]
  // The change log describes edits ("replaced the 假设你 set-up"), so it is left out of the prose counts.
  const logged = new Set(article.changeLog.map((entry) => entry.text))
  const text = articleTexts(article)
    .filter((piece) => !logged.has(piece))
    .join('\n')
  return {
    sourcedFacts: sourcedFacts.length,
    unverifiedFacts: facts.length - sourcedFacts.length,
    codeBlocks: blocks.filter((block) => block.type === 'code').length,
    tables: blocks.filter((block) => block.type === 'table').length,
    numbersTables: blocks.filter((block) => block.type === 'numbers').length,
    templates: blocks.filter((block) => block.type === 'template').length,
    realCases:
      blocks.filter((block) => block.type === 'case').length +
      sourcedFacts.filter((fact) => realExample.test(fact.text)).length,
    datedSources: sourced.length,
    recheckedSources: sourced.filter((part) => part.checked).length,
    primarySources: sourced.filter((part) => part.source.primary).length,
    deferrals: (text.match(language === 'zh' ? zhDeferral : enDeferral) ?? []).length,
    hedges: countHedges(text, language),
    genericPitfallSections: article.sections.filter((section) => genericPitfalls.test(section.heading))
      .length,
    supposeScenarios: (text.match(suppose) ?? []).length,
  }
}

/** The parts of a block that cite a source with dates: a sourced fact, a case, each row of figures. */
function sourcesOf(block: ArticleBlock): { checked?: string; source: { primary: boolean } }[] {
  if (block.type === 'numbers') return block.rows
  if (block.type === 'case' || (block.type === 'fact' && 'source' in block)) return [block]
  return []
}

/**
 * How an intro opens, to count distinct openings: its first four characters in Chinese or first two
 * words in English, so "假设你是…" and "假设你想…" count as one pattern.
 */
export function openingPattern(article: Article, language: 'zh' | 'en'): string {
  const intro = article.intro.trim()
  return language === 'zh' ? intro.slice(0, 4) : intro.split(/\s+/).slice(0, 2).join(' ').toLowerCase()
}
