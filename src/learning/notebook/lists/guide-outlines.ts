import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Namespace } from '@/i18n/translation-keys'
import { loadLearningArticles, useLearningArticles } from '../../learning-articles'
import type { ArticleRef } from '../../learning-summary'

/** What the notebook's lists and its Markdown name of a guide: its title, section headings and steps. */
export interface GuideOutline {
  id: string
  path: ArticleRef['path']
  title: string
  /** By section id ('section-3'), in the guide's order. */
  headings: Record<string, string>
  steps: { id: string; title: string }[]
  /** The newest change a reader was told of (a `reader` change-log entry), if any. */
  newestChange: { date: string; text: string } | null
}

interface ArticleBundle {
  title?: string
  sections?: { id: string; heading: string; steps?: { id: string; title: string }[] }[]
  changeLog?: { date: string; kind: string; text: string }[]
}

/** The last of the newest day's reader entries: the change log is written oldest first. */
function newestReaderChange(bundle: ArticleBundle | undefined): GuideOutline['newestChange'] {
  const entries = (bundle?.changeLog ?? []).filter((entry) => entry.kind === 'reader')
  const newest = entries.reduce<(typeof entries)[number] | null>(
    (found, entry) => (!found || entry.date >= found.date ? entry : found),
    null,
  )
  return newest && { date: newest.date, text: newest.text }
}

/** The guide's outline from its article, if its language bundle is loaded. */
function outlineOf(
  route: ArticleRef | undefined,
  bundle: ArticleBundle | undefined,
  title: string,
): GuideOutline | null {
  if (!route) return null
  const sections = bundle?.sections ?? []
  return {
    id: route.id,
    path: route.path,
    title: bundle?.title ?? title,
    headings: Object.fromEntries(sections.map((section) => [section.id, section.heading])),
    steps: sections.flatMap((section) => section.steps ?? []),
    newestChange: newestReaderChange(bundle),
  }
}

type I18n = ReturnType<typeof useTranslation>['i18n']

/** The outlines of the guides named whose bundles are loaded, in the language being shown. */
function outlinesFrom(
  i18n: I18n,
  ids: string[],
  articles: readonly ArticleRef[],
): Record<string, GuideOutline> {
  const language = i18n.resolvedLanguage ?? i18n.language
  const outlines: Record<string, GuideOutline> = {}
  for (const id of new Set(ids)) {
    const route = articles.find((article) => article.id === id)
    const bundle = i18n.getResourceBundle(language, `articles/${id}`) as ArticleBundle | undefined
    const outline = outlineOf(route, bundle, route ? i18n.t(`navigation:titles.${route.path}`) : id)
    if (outline) outlines[id] = outline
  }
  return outlines
}

export const loadOutlines = async (i18n: I18n, ids: string[]) => {
  const [articles] = await Promise.all([
    loadLearningArticles(),
    i18n.loadNamespaces([...new Set(ids)].map((id) => `articles/${id}` as Namespace)),
  ])
  return outlinesFrom(i18n, ids, articles)
}

/** The outlines of the guides named, loaded once each. */
export function useGuideOutlines(ids: string[]): Record<string, GuideOutline> {
  const { i18n } = useTranslation('navigation')
  const articles = useLearningArticles()
  const [, setLoaded] = useState(0)
  const key = [...new Set(ids)].sort().join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    void loadOutlines(i18n, key.split(',')).then(() => live && setLoaded((count) => count + 1))
    return () => {
      live = false
    }
  }, [i18n, key])
  return outlinesFrom(i18n, key ? key.split(',') : [], articles)
}
