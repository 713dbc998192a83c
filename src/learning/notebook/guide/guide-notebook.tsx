import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useNotebook } from '../../learning-context'
import {
  GuideNotebookContext,
  staticNotebook,
  type GuideNotebook,
  type NotebookAction,
} from './guide-notebook-context'

const NotebookController = lazy(() => import('./notebook-controller'))

/**
 * Gives a guide's sections and steps their notebook. The controls are plain markup until the
 * reader first uses one, or the store holds records for this guide; only then does the code that
 * reads and saves them load, so a guide's own bytes stay as they were.
 */
export function GuideNotebookProvider({
  articleId,
  stepIds,
  children,
}: {
  articleId: string
  stepIds: string[]
  children: ReactNode
}) {
  const notebook = useNotebook()
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
    </GuideNotebookContext.Provider>
  )
}
