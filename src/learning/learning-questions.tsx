import { lazy, Suspense } from 'react'
import { useImportQuestion, useLearning, useSignOutQuestion } from './learning-context'

const ImportQuestionDialog = lazy(() => import('./import-question-dialog'))
const SignOutQuestionDialog = lazy(() => import('./sign-out-question-dialog'))

/**
 * The learning store's two questions about whose records are whose: at sign-in (a signed-out
 * reader's records) and at sign-out (changes not yet sent). Their code loads only when asked.
 */
export function LearningQuestions() {
  const learning = useLearning()
  const waiting = useImportQuestion()
  const signingOut = useSignOutQuestion()
  if (!learning) return null
  return (
    <Suspense fallback={null}>
      {waiting && (
        <ImportQuestionDialog waiting={waiting} onAnswer={(answer) => learning.answerImport(answer)} />
      )}
      {signingOut && (
        <SignOutQuestionDialog question={signingOut} onAnswer={(answer) => learning.answerSignOut(answer)} />
      )}
    </Suspense>
  )
}
