import type { Article } from '../schema/article-schema'
import type { ReviewRecord } from './review-schema.ts'

/** Every text under a value: the strings a claim may quote from. */
function textsUnder(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsUnder)
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsUnder)
  return []
}

/** The block a claim's address names in an article (as a reader gets it), or undefined. */
export function blockAt(article: Article, address: string): unknown {
  if (address === 'intro') return article.intro
  const match = /^(section-\d+)\/(paragraphs|list|steps|blocks)\[(\d+)\]$/.exec(address)
  if (!match) return undefined
  const [, id, field, index] = match
  const section = article.sections.find((candidate) => candidate.id === id)
  const items = section?.[field as 'paragraphs' | 'list' | 'steps' | 'blocks'] as unknown[] | undefined
  return items?.[Number(index)]
}

const isUnverifiedFact = (block: unknown) =>
  typeof block === 'object' &&
  block !== null &&
  (block as { type?: unknown }).type === 'fact' &&
  (block as { unverified?: unknown }).unverified === true

/**
 * What makes a record untrustworthy, as sentences: a claim whose quote is not word for word in the
 * block it names, a block that does not exist, an "unconfirmed" claim on a block the page does not
 * mark "to be confirmed", and a record naming another guide. Whether the record is current (its hash)
 * is not a problem here: a guide edited after its review is out of date, which content:status lists.
 */
export function reviewProblems(
  record: ReviewRecord,
  guideId: string,
  articles: { zh: Article; en: Article },
): string[] {
  const problems: string[] = []
  if (record.guide !== guideId)
    problems.push(`the record names ${record.guide}, but it is the record of ${guideId}`)
  record.claims.forEach((claim, index) => {
    const where = `claim ${index + 1} (${claim.language} ${claim.block})`
    const block = blockAt(articles[claim.language], claim.block)
    if (block === undefined) return problems.push(`${where}: the guide has no such block`)
    if (!textsUnder(block).some((text) => text.includes(claim.quote)))
      problems.push(`${where}: "${claim.quote.slice(0, 60)}" is not word for word in that block`)
    if (claim.verdict === 'unconfirmed-marked' && !isUnverifiedFact(block))
      problems.push(`${where}: an unconfirmed claim must stand in a fact the page marks "to be confirmed"`)
  })
  return problems
}

/** The average of the six scores, to one decimal, and the lowest. */
export function reviewScores(record: ReviewRecord): { average: number; lowestAxis: number } {
  const scores = Object.values(record.scores).map((axis) => axis.score)
  const average = Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10
  return { average, lowestAxis: Math.min(...scores) }
}

/** The line a reader sees: claims, distinct sources (and how many official), and the day. */
export function reviewSummary(record: ReviewRecord, current: boolean) {
  const sources = new Map<string, boolean>()
  for (const claim of record.claims)
    if (claim.source)
      sources.set(claim.source.url, (sources.get(claim.source.url) ?? false) || claim.source.official)
  return {
    claims: record.claims.length,
    sources: sources.size,
    official: [...sources.values()].filter(Boolean).length,
    reviewed: record.reviewed,
    current,
  }
}

/** The sources a record read, each once, for the list a reader opens under the line. */
export function reviewSources(record: ReviewRecord) {
  const seen = new Map<
    string,
    { title: string; url: string; official: boolean; shows: string; read: string }
  >()
  for (const claim of record.claims)
    if (claim.source && !seen.has(claim.source.url)) {
      const { title, url, official, shows, read } = claim.source
      seen.set(url, { title, url, official, shows, read })
    }
  return [...seen.values()]
}
