import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useNotebook, useProgress } from '../../learning-context'
import type { GuideChanges } from '../../updates/guide-updates'
import {
  GuideNotebookContext,
  staticNotebook,
  type GuideNotebook,
  type NotebookAction,
} from './guide-notebook-context'

const NotebookController = lazy(() => import('./notebook-controller'))

/**
 * Gives a guide's sections and steps their notebook. The controls are plain markup until the
 * reader first uses one, or the store holds records for this guide (a completion too); only then
 * does the code that reads and saves them load, so a guide's own bytes stay as they were. That code
 * also tells a returning reader what changed since (src/learning/updates).
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
    (!!completed ||
      [notebook.bookmarks, notebook.notes, notebook.ticks, notebook.follows].some((rows) =>
        rows.some((row) => row.article_id === articleId),
      ))
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
            changes={changes}
            pending={pending}
            onDone={setPending}
            onValue={setLive}
          />
        </Suspense>
      )}
    </GuideNotebookContext.Provider>
  )
}
