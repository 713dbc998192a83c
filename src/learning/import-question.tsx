import { lazy, Suspense } from 'react'
import { useImportQuestion, useLearning } from './learning-context'

const ImportQuestionDialog = lazy(() => import('./import-question-dialog'))

/** The sign-in question about a signed-out reader's records; its code loads only when there is one. */
export function ImportQuestion() {
  const learning = useLearning()
  const waiting = useImportQuestion()
  if (!learning || !waiting) return null
  return (
    <Suspense fallback={null}>
      <ImportQuestionDialog waiting={waiting} onAnswer={(answer) => learning.answerImport(answer)} />
    </Suspense>
  )
}
