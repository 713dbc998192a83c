import { useNotebook, useProgress } from '../learning-context'
import UpdateNotice from './update-notice'
import { readerDaysOf } from './reader-days'
import { updatesSince } from './updates-since'

/** What the notice reads of a guide: its change log and its sections' headings. */
export interface GuideChanges {
  changeLog: readonly { date: string; kind: string; text: string; section?: string }[]
  sections: readonly { id: string; heading: string }[]
}

/**
 * "Updated since you read it": the guide's reader changes dated after the reader completed or
 * bookmarked it, and after they last dismissed this notice. Its chunk loads once the store has
 * opened (after idle) and holds a record of this guide (guide-notebook.tsx).
 */
export function GuideUpdates({ articleId, changes }: { articleId: string; changes: GuideChanges }) {
  const progress = useProgress({ ask: false })
  const notebook = useNotebook()
  if (!notebook) return null
  const shown = updatesSince(changes.changeLog, readerDaysOf(articleId, progress, notebook))
  if (shown.length === 0) return null
  return (
    <UpdateNotice
      articleId={articleId}
      entries={shown.map((index) => ({ index, ...changes.changeLog[index]! }))}
      sections={changes.sections}
      changeLog={changes.changeLog}
    />
  )
}

export default GuideUpdates
