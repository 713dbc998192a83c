import type { i18n as I18n } from 'i18next'
import { localeFileUrl } from '@/i18n/locale-file-url'
import type { Learning } from '../learning-context'
import type { NotebookView } from '../notebook/notebook-state'
import type { LearningProgress } from '../progress'
import { guidesRead, readerDaysOf } from './reader-days'
import { seenDay } from './updates-since'

type ChangeDays = Record<string, unknown>

/**
 * A section's newest reader-change days in one language, the generated namespace
 * build/src/feeds/generated-namespaces.ts writes: fetched once, not through i18next, whose loading
 * renders every translated component of the page again for a namespace no component reads.
 */
const fetched = new Map<string, Promise<ChangeDays>>()
function changeDaysOf(i18n: I18n, language: string, section: string): Promise<ChangeDays> {
  const url = localeFileUrl(i18n, language, `reader-change-days/${section}`)
  let days = fetched.get(url)
  if (!days) {
    days = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<{ days?: ChangeDays }>) : { days: {} }))
      .then((file) => file.days ?? {})
      .catch(() => {
        // Offline and not kept by the worker: asked again at the next change of the records.
        fetched.delete(url)
        return {}
      })
    fetched.set(url, days)
  }
  return days
}

const sectionOf = (articleId: string) => articleId.split('/')[0]!

/**
 * The guides the reader completed or bookmarked whose newest reader change is dated after the day
 * they last saw it (updates-since.ts): one answer per guide, however many entries it has.
 */
export function updatedGuides(
  progress: LearningProgress,
  notebook: NotebookView,
  newestChangeOf: (articleId: string) => string | undefined,
): string[] {
  return guidesRead(progress, notebook).filter((id) => {
    const newest = newestChangeOf(id)
    const seen = seenDay(readerDaysOf(id, progress, notebook))
    return newest !== undefined && seen !== null && newest > seen
  })
}

/**
 * Tells `onChange` which guides carry the "updated" mark, again whenever the records or the
 * language change. Loaded only once the store has opened with a guide the reader completed or
 * bookmarked; it then fetches the change days of those guides' sections alone.
 */
export function watchUpdatedGuides(
  learning: Learning,
  i18n: I18n,
  onChange: (articleIds: ReadonlySet<string>) => void,
): () => void {
  let live = true
  let shown = ''
  const update = () => {
    const notebook = learning.notebook()
    if (!notebook) return
    const progress = learning.progress()
    const language = i18n.resolvedLanguage ?? i18n.language
    const sections = [...new Set(guidesRead(progress, notebook).map(sectionOf))]
    void Promise.all(sections.map((section) => changeDaysOf(i18n, language, section))).then((loaded) => {
      if (!live) return
      const days = Object.assign({}, ...loaded) as ChangeDays
      const updated = updatedGuides(progress, notebook, (id) => {
        const day = days[id]
        return typeof day === 'string' ? day : undefined
      })
      const key = updated.sort().join(' ')
      if (key === shown) return
      shown = key
      onChange(new Set(updated))
    })
  }
  update()
  const unsubscribe = learning.subscribe(update)
  i18n.on('languageChanged', update)
  return () => {
    live = false
    unsubscribe()
    i18n.off('languageChanged', update)
  }
}
