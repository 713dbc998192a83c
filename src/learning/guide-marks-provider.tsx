import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { getI18n } from 'react-i18next'
import { GuideMarksContext, type GuideMarks } from '@/components/section/guide-marks'
import { articleIdOfPath, type RoutePath } from '@/routes/top-level-routes'
import { useLearning, useNotebook, useProgress } from './learning-context'

const noneUpdated: ReadonlySet<string> = new Set()

/** Lets the links to guides show which the reader has completed and which changed since. */
export function GuideMarksProvider({ children }: { children: ReactNode }) {
  const learning = useLearning()
  // Wraps every page, so it reads without asking for the store: the links that show marks ask.
  const { articles } = useProgress({ ask: false })
  const notebook = useNotebook({ ask: false })
  const [shown, setShown] = useState(false)
  const [updated, setUpdated] = useState(noneUpdated)
  // The code and data of the updated marks load only for a reader with a guide read or bookmarked.
  const watches =
    shown &&
    !!notebook &&
    (notebook.bookmarks.length > 0 || Object.values(articles).some((article) => article?.completedAt))
  useEffect(() => {
    if (!learning || !watches) return
    let stop: (() => void) | undefined
    let live = true
    void import('./updates/updated-guides').then(({ watchUpdatedGuides }) => {
      if (live) stop = watchUpdatedGuides(learning, getI18n(), setUpdated)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [learning, watches])
  // Stable, so the links' effect that calls it runs once, not at every change of the records.
  const show = useCallback(() => {
    learning?.demand('idle')
    setShown(true)
  }, [learning])
  const value = useMemo<GuideMarks>(() => {
    // A guide's article id follows from its path, so the whole route table need not ship with every page.
    const idOf = (path: RoutePath) => articleIdOfPath(path) ?? ''
    return {
      isCompleted: (path) => articles[idOf(path)]?.status === 'completed',
      isUpdated: (path) => updated.has(idOf(path)),
      updated,
      show,
    }
  }, [articles, updated, show])
  return <GuideMarksContext.Provider value={value}>{children}</GuideMarksContext.Provider>
}
