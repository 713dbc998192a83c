import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { AppErrorBoundary } from '@/components/app-error-boundary'
import { useNotebook, useProgress } from '../../learning-context'
import type { GuideChanges } from '../../updates/guide-updates'
import {
  GuideNotebookContext,
  staticNotebook,
  type GuideNotebook,
  type NotebookAction,
} from './guide-notebook-context'

const NotebookController = lazy(() => import('./notebook-controller'))
const GuideUpdates = lazy(() => import('../../updates/guide-updates'))

/**
 * Gives a guide's sections and steps their notebook. The controls are plain markup until the
 * reader first uses one, or the store holds records for this guide; only then does the code that
 * reads and saves them load, so a guide's own bytes stay as they were. Where the reader completed
 * or keeps records of the guide, the notice of what changed since loads too (src/learning/updates).
 */
export function GuideNotebookProvider({
  articleId,
  stepIds,
  changes,
  children,
}: {
  articleId: string
  stepIds: string[]
  changes: GuideChanges
  children: ReactNode
}) {
  const notebook = useNotebook()
  // Its own subscription: a completion can arrive with the account's records after the notebook.
  const completed = useProgress({ ask: false }).articles[articleId]?.completedAt
  const [pending, setPending] = useState<NotebookAction[]>([])
  const [used, setUsed] = useState(false)
  const [live, setLive] = useState<GuideNotebook | null>(null)
  const act = useCallback((action: NotebookAction) => {
    setPending((actions) => [...actions, action])
    setUsed(true)
  }, [])
  const fallback = useMemo(() => staticNotebook(articleId, act), [articleId, act])
  const held =
    notebook !== null &&
    [notebook.bookmarks, notebook.notes, notebook.ticks, notebook.follows].some((rows) =>
      rows.some((row) => row.article_id === articleId),
    )
  const controlled = used || held
  return (
    // Without its controller (a new owner who holds nothing here) the last owner's counts must not stay.
    <GuideNotebookContext.Provider value={(controlled && live) || fallback}>
      {children}
      {controlled && (
        <Suspense fallback={null}>
          <NotebookController
            articleId={articleId}
            stepIds={stepIds}
            pending={pending}
            onDone={setPending}
            onValue={setLive}
          />
        </Suspense>
      )}
      {/* Optional and after idle: offline, its chunk may be missing, and the guide must not fail. */}
      {(held || (notebook && completed)) && (
        <AppErrorBoundary quiet>
          <Suspense fallback={null}>
            <GuideUpdates articleId={articleId} changes={changes} />
          </Suspense>
        </AppErrorBoundary>
      )}
    </GuideNotebookContext.Provider>
  )
}
