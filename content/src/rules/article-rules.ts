import { codeProblems } from './article-rules-code'
import type { Article, ArticleBlock } from '../schema/article-schema'

export const MIN_HAN_CHARACTERS = 900
export const MIN_ENGLISH_WORDS = 450
export const MIN_SECTIONS = 4

/** Every piece of prose in an article, in reading order. */
export function articleTexts(article: Article): string[] {
  return [
    article.title,
    article.intro,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.list ?? []),
      ...(section.steps ?? []).flatMap((step) => [
        step.title,
        step.text,
        step.cost ?? '',
        step.duration ?? '',
      ]),
      ...(section.blocks ?? []).flatMap(blockTexts),
    ]),
    ...article.changeLog.map((entry) => entry.text),
    ...article.resources.flatMap((link) => [link.label, link.description]),
  ]
}

/** The prose of a block; code is not prose and does not count towards an article's length. */
function blockTexts(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'code':
      return block.title ? [block.title] : []
    // A template is the reader's text to paste, not the guide's prose: only its title counts.
    case 'template':
      return [block.title]
    case 'numbers':
      return [block.caption, ...block.rows.flatMap((row) => [row.label, row.value])]
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()]
    case 'callout':
    case 'fact':
      return [block.text]
    case 'case':
      return [block.name, block.product, block.channel, block.pricing, block.published]
  }
}

export function articleBlocks(article: Article): ArticleBlock[] {
  return article.sections.flatMap((section) => section.blocks ?? [])
}

/** A source must be the page that states the fact; a site's home page proves nothing and changes daily. */
function isHomePage(url: string): boolean {
  const { pathname, search } = new URL(url)
  return pathname.replace(/\/+$/, '') === '' && search === ''
}

/**
 * A source cannot state a month after the day it was read, and nothing is dated after the review
 * that published it.
 */
function dateProblems(
  name: string,
  dated: { asOf: string; checked?: string },
  lastReviewed: string,
): string[] {
  const problems: string[] = []
  if (dated.asOf > lastReviewed.slice(0, 7))
    problems.push(`"${name}" is dated ${dated.asOf}, after the last review`)
  if (dated.checked && dated.checked.slice(0, 7) < dated.asOf)
    problems.push(`"${name}" was checked on ${dated.checked}, before the ${dated.asOf} its source states`)
  if (dated.checked && dated.checked > lastReviewed)
    problems.push(`"${name}" was checked on ${dated.checked}, after the last review`)
  return problems
}

/**
 * Problems in the blocks: code a reader could not run, and for every fact, case and row of figures,
 * dates that cannot be right and sources that are a home page rather than the page stating the fact.
 */
export function blockProblems(article: Article): string[] {
  const problems: string[] = []
  for (const block of articleBlocks(article)) {
    if (block.type === 'code') {
      for (const problem of codeProblems(block))
        problems.push(
          `${block.language} block "${block.example ?? block.title ?? block.code.slice(0, 30)}": ${problem}`,
        )
    }
    for (const [name, sourced] of sourcedParts(block))
      problems.push(...sourceProblems(name, sourced, article.lastReviewed))
  }
  // A playbook step's cost and duration stand on its sources as a row of figures does on its own.
  for (const step of article.sections.flatMap((section) => section.steps ?? [])) {
    for (const source of step.sources ?? [])
      problems.push(
        ...sourceProblems(
          `step ${step.id}: ${source.label}`.slice(0, 60),
          { ...source, source },
          article.lastReviewed,
        ),
      )
  }
  return problems
}

function sourceProblems(name: string, sourced: Sourced, lastReviewed: string): string[] {
  const problems = isHomePage(sourced.source.url)
    ? [`"${name}" cites a home page (${sourced.source.url})`]
    : []
  // Two dates on every figure: the month its source states and the day someone read that source.
  if (!sourced.checked) problems.push(`"${name}" has no "checked" day: read the source, then date it`)
  return [...problems, ...dateProblems(name, sourced, lastReviewed)]
}

interface Sourced {
  asOf: string
  checked?: string
  source: { url: string }
}

/** Each part of a block that carries a source and dates, with a name to report it by. */
function sourcedParts(block: ArticleBlock): [string, Sourced][] {
  switch (block.type) {
    case 'fact':
      return 'source' in block ? [[block.text.slice(0, 40), block]] : []
    case 'case':
      return [[block.name.slice(0, 40), block]]
    case 'numbers':
      return block.rows.map((row) => [`${block.caption}: ${row.label}`.slice(0, 60), row])
    default:
      return []
  }
}

export function countHanCharacters(value: string): number {
  return value.match(/\p{Script=Han}/gu)?.length ?? 0
}

export function countEnglishWords(value: string): number {
  return value.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)?.length ?? 0
}

export function articleParagraphs(article: Article): string[] {
  return article.sections.flatMap((section) => section.paragraphs)
}

/** Problems with one language version of an article; an empty list means it passes. */
export function articleProblems(article: Article, language: 'zh' | 'en'): string[] {
  const problems: string[] = []
  const allText = articleTexts(article).join('\n')
  if (language === 'zh') {
    const han = countHanCharacters(allText)
    if (han < MIN_HAN_CHARACTERS) problems.push(`${han} Han characters, needs ${MIN_HAN_CHARACTERS}`)
  } else {
    const words = countEnglishWords(allText)
    if (words < MIN_ENGLISH_WORDS) problems.push(`${words} English words, needs ${MIN_ENGLISH_WORDS}`)
  }
  if (article.sections.length < MIN_SECTIONS) {
    problems.push(`${article.sections.length} sections, needs ${MIN_SECTIONS}`)
  }
  const seen = new Set<string>()
  for (const paragraph of articleParagraphs(article)) {
    const normalized = paragraph.trim()
    if (seen.has(normalized)) problems.push(`repeated paragraph: "${normalized.slice(0, 40)}…"`)
    seen.add(normalized)
  }
  problems.push(...blockProblems(article))
  const otherLanguage = language === 'zh' ? 'en' : 'zh'
  for (const block of articleBlocks(article)) {
    if (block.type === 'code' && block.example?.includes(`.${otherLanguage}.`))
      problems.push(`${block.example} is the ${otherLanguage} version of the example`)
  }
  return problems
}
