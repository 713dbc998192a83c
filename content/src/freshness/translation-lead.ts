import { newest, oldest } from './calendar'
import { sourcedParts, type DatedArticle, type SourceDates } from './sourced-parts'

export type GuideLanguage = 'zh' | 'en'

/** One language's version is ahead of the other's: its reader notice and the status report say so. */
export interface TranslationLead {
  leader: GuideLanguage
  /** The first change the other language lacks. */
  since: string
  /** The newest change the other language lacks: "updated on" in the notice. */
  updated: string
}

type Entry = DatedArticle['changeLog'][number]
// The section an entry names is the same in both languages: section ids are.
const entryKey = (entry: Entry) => `${entry.date} ${entry.kind}${entry.section ? ` ${entry.section}` : ''}`

/** Entries of `from` that `other` lacks, counting an entry twice when it appears twice. */
function missingFrom(other: readonly Entry[], from: readonly Entry[]): Entry[] {
  const left = new Map<string, number>()
  for (const entry of other) left.set(entryKey(entry), (left.get(entryKey(entry)) ?? 0) + 1)
  return from.filter((entry) => {
    const count = left.get(entryKey(entry)) ?? 0
    left.set(entryKey(entry), count - 1)
    return count <= 0
  })
}

const other = (language: GuideLanguage): GuideLanguage => (language === 'zh' ? 'en' : 'zh')

/**
 * Which side's dates are newer: a source re-read (or restated for a newer month) in one language
 * only. Undefined when equal; 'both' when neither is simply newer (each side newer somewhere).
 */
function newerSide(zh: SourceDates, en: SourceDates): GuideLanguage | 'both' | undefined {
  if (zh.asOf === en.asOf && zh.checked === en.checked) return undefined
  const notBefore = (a: SourceDates, b: SourceDates) =>
    a.asOf >= b.asOf && (a.checked ?? '') >= (b.checked ?? '')
  if (notBefore(zh, en)) return 'zh'
  if (notBefore(en, zh)) return 'en'
  return 'both'
}

/**
 * Compares the two languages' change logs and source dates. One language may lead: the other's change
 * log lacks only the leader's newest `reader` entries, and its sources' dates are the same or older.
 * Anything else (each side ahead somewhere, a missing editorial entry, a missing entry older than
 * one both have) is a parity problem. Source dates pair up by position: pass `sourceDates: false`
 * when the two languages' blocks differ.
 */
export function compareTranslations(
  zh: DatedArticle,
  en: DatedArticle,
  { sourceDates = true }: { sourceDates?: boolean } = {},
): { lead?: TranslationLead; problems: string[] } {
  const extra = { zh: missingFrom(en.changeLog, zh.changeLog), en: missingFrom(zh.changeLog, en.changeLog) }
  const problems: string[] = []
  const logLeader = extra.zh.length > 0 ? 'zh' : extra.en.length > 0 ? 'en' : undefined
  const describeLogs = () =>
    `change-log dates or kinds differ: zh [${zh.changeLog.map(entryKey).join(', ')}] en [${en.changeLog.map(entryKey).join(', ')}]`
  if (extra.zh.length > 0 && extra.en.length > 0) problems.push(describeLogs())
  else if (logLeader) {
    const lagging = logLeader === 'zh' ? en : zh
    const lastShared =
      newest(lagging.changeLog.filter((entry) => entry.kind === 'reader').map((entry) => entry.date)) ?? ''
    const ahead = extra[logLeader]
    if (ahead.some((entry) => entry.kind !== 'reader' || entry.date <= lastShared))
      problems.push(
        `${describeLogs()} (only the leading language's newest reader entries may be missing from the other)`,
      )
  }

  const zhParts = sourceDates ? sourcedParts(zh) : []
  const enParts = sourceDates ? sourcedParts(en) : []
  const newerDates: Record<GuideLanguage, string[]> = { zh: [], en: [] }
  zhParts.forEach((zhPart, index) => {
    const enPart = enParts[index]
    if (!enPart) return
    const side = newerSide(zhPart, enPart)
    if (side === 'both')
      problems.push(`"${zhPart.name}" has a newer month in one language and a newer check in the other`)
    else if (side)
      newerDates[side].push(
        (side === 'zh' ? zhPart : enPart).checked ?? `${(side === 'zh' ? zhPart : enPart).asOf}-01`,
      )
  })
  const dateLeaders = (['zh', 'en'] as const).filter((language) => newerDates[language].length > 0)
  if (dateLeaders.length > 1)
    problems.push('source dates are newer in zh for some facts and in en for others')
  const dateLeader = dateLeaders.length === 1 ? dateLeaders[0] : undefined
  if (logLeader && dateLeader && logLeader !== dateLeader)
    problems.push(`the ${logLeader} change log is ahead but the ${dateLeader} sources are newer`)
  if (problems.length > 0) return { problems }

  const leader = logLeader ?? dateLeader
  if (!leader) return { problems }
  const changes = [...(logLeader ? extra[leader].map((entry) => entry.date) : []), ...newerDates[leader]]
  return { lead: { leader, since: oldest(changes) ?? '', updated: newest(changes) ?? '' }, problems }
}

/** The language a reader of `language` should know is ahead, if any. */
export function leadOver(
  lead: TranslationLead | undefined,
  language: GuideLanguage,
): TranslationLead | undefined {
  return lead && lead.leader === other(language) ? lead : undefined
}
