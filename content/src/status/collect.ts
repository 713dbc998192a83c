import { isOlderThan, oldest } from '../freshness/calendar'
import { newestCheck, RECHECK_MONTHS } from '../freshness/freshness'
import { sourcedParts, unverifiedFacts } from '../freshness/sourced-parts'
import { compareTranslations } from '../freshness/translation-lead'
import type { GuideArticles } from '../corpus/guide-articles.ts'
import { reviewStatus, type ReviewState } from '../reviews/review-state.ts'

/** A guide as the report reads it: a corpus guide, or a test's bare one (no draft flag, no review). */
type StatusGuide = GuideArticles & { draft?: boolean; review?: ReviewState }
import type { ExampleRun } from './examples-report'

export interface ContentStatus {
  today: string
  /** Sources re-read longer ago than this, or never, are listed. */
  months: number
  guides: number
  staleSources: { guide: string; kind: string; name: string; checked: string | null; url: string }[]
  staleGuides: { guide: string; newestCheck: string | null; lastReviewed: string }[]
  leads: { guide: string; leader: string; since: string; updated: string }[]
  parityProblems: { guide: string; problems: string[] }[]
  unverified: { guide: string; text: string }[]
  examples: ExampleRun
  sharedSources: { url: string; label: string; guides: string[]; oldestCheck: string | null }[]
  /**
   * Every guide, drafts too: the hash a review record of it must hold now (null for a test's bare
   * guide), and its second reader's review (null when it has no record yet).
   */
  entries: {
    guide: string
    draft: boolean
    hash: string | null
    review: ReturnType<typeof reviewStatus> | null
  }[]
}

/**
 * What an editor should look at, from the guides and the examples' last test run: nothing here reads
 * the network or runs a test. A source's date is its older one of the two languages (a language that
 * lags keeps its older check until it is translated).
 */
export function contentStatus(
  guides: readonly StatusGuide[],
  examples: ExampleRun,
  today: string,
): ContentStatus {
  const older = (date: string | undefined) => date === undefined || isOlderThan(date, RECHECK_MONTHS, today)
  const status: ContentStatus = {
    today,
    months: RECHECK_MONTHS,
    guides: guides.filter((guide) => !guide.draft).length,
    staleSources: [],
    staleGuides: [],
    leads: [],
    parityProblems: [],
    unverified: [],
    examples,
    sharedSources: [],
    entries: guides.map((guide) => ({
      guide: guide.id,
      draft: guide.draft === true,
      hash: guide.review?.hash ?? null,
      review: guide.review ? reviewStatus(guide.review) : null,
    })),
  }
  const citing = new Map<string, { label: string; guides: Set<string>; checks: (string | undefined)[] }>()
  for (const { id, articles } of guides.filter((guide) => !guide.draft)) {
    const en = sourcedParts(articles.en)
    sourcedParts(articles.zh).forEach((part, index) => {
      const other = en[index]?.checked
      // Unread in either language counts as unread.
      const checked = part.checked && other ? oldest([part.checked, other]) : undefined
      if (older(checked))
        status.staleSources.push({
          guide: id,
          kind: part.kind,
          name: part.name,
          checked: checked ?? null,
          url: part.source.url,
        })
      const cited = citing.get(part.source.url) ?? {
        label: part.source.label,
        guides: new Set<string>(),
        checks: [],
      }
      cited.guides.add(id)
      cited.checks.push(checked)
      citing.set(part.source.url, cited)
    })
    const checks = [newestCheck(articles.zh), newestCheck(articles.en)]
    const guideCheck = checks.every((check) => check.fromSources)
      ? oldest(checks.map((check) => check.date))
      : undefined
    if (older(guideCheck))
      status.staleGuides.push({
        guide: id,
        newestCheck: guideCheck ?? null,
        lastReviewed: articles.zh.lastReviewed,
      })
    const { lead, problems } = compareTranslations(articles.zh, articles.en)
    if (lead) status.leads.push({ guide: id, ...lead })
    if (problems.length > 0) status.parityProblems.push({ guide: id, problems })
    for (const text of unverifiedFacts(articles.zh)) status.unverified.push({ guide: id, text })
  }
  status.sharedSources = [...citing.entries()]
    .filter(([, cited]) => cited.guides.size > 1)
    .map(([url, cited]) => ({
      url,
      label: cited.label,
      guides: [...cited.guides],
      oldestCheck: cited.checks.includes(undefined) ? null : (oldest(cited.checks) ?? null),
    }))
    .sort((a, b) => b.guides.length - a.guides.length || a.url.localeCompare(b.url))
  return status
}
