import { compareTranslations, leadOver, type TranslationLead } from '@super-individual/content'
import type { GuideArticles, GuideLanguage } from '@super-individual/content/node'

/** One `reader` change-log entry of a guide, as the changes page and the feed show it. */
export interface ReaderChange {
  date: string
  text: string
  article: string
  section: string
  /** The guide's route path without a language prefix. */
  path: string
  title: string
  /** Which of the guide's entries of that day it is (0 for the first): part of the feed's stable id. */
  ordinal: number
}

/** Every guide's reader entries in one language, newest first; a day's entries keep guide order. */
export function readerChanges(guides: readonly GuideArticles[], language: GuideLanguage): ReaderChange[] {
  const changes = guides.flatMap(({ id, section, path, articles }) => {
    const article = articles[language]
    const seen = new Map<string, number>()
    return article.changeLog
      .filter((entry) => entry.kind === 'reader')
      .map((entry) => {
        const ordinal = seen.get(entry.date) ?? 0
        seen.set(entry.date, ordinal + 1)
        return {
          date: entry.date,
          text: entry.text,
          article: id,
          section,
          path,
          title: article.title,
          ordinal,
        }
      })
  })
  // Array.prototype.sort is stable: entries of one day stay in route order.
  return changes.sort((a, b) => b.date.localeCompare(a.date))
}

/** The guides whose other language leads this one: what the guide page's notice says. */
export function translationLeads(
  guides: readonly GuideArticles[],
  language: GuideLanguage,
): Record<string, TranslationLead> {
  return Object.fromEntries(
    guides.flatMap(({ id, articles }) => {
      const lead = leadOver(compareTranslations(articles.zh, articles.en).lead, language)
      return lead ? [[id, lead]] : []
    }),
  )
}

/**
 * The day of each guide's newest reader entry in one section, for the "updated" marks on links to
 * its guides: one date per guide, so a section's file stays small however long the change logs grow.
 */
export function readerChangeDays(
  guides: readonly GuideArticles[],
  language: GuideLanguage,
  section: string,
): Record<string, string> {
  return Object.fromEntries(
    guides.flatMap(({ id, section: guideSection, articles }) => {
      if (guideSection !== section) return []
      const newest = articles[language].changeLog
        .filter((entry) => entry.kind === 'reader')
        .map((entry) => entry.date)
        .sort()
        .at(-1)
      return newest ? [[id, newest]] : []
    }),
  )
}
