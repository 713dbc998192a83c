import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth'
import { useImportQuestion, useLearning, useSignOutQuestion } from './learning-context'

const ImportQuestionDialog = lazy(() => import('./import-question-dialog'))
const loadSignOutQuestion = () => import('./sign-out-question-dialog')
const SignOutQuestionDialog = lazy(loadSignOutQuestion)

/**
 * The learning store's two questions about whose records are whose: at sign-in (a signed-out
 * reader's records) and at sign-out (changes not yet sent). Their code loads only when asked.
 */
export function LearningQuestions() {
  const learning = useLearning()
  const waiting = useImportQuestion()
  const signingOut = useSignOutQuestion()
  const signedIn = Boolean(useAuth().user)
  const { i18n } = useTranslation()
  // The sign-out question is asked most when the network is gone (changes could not be sent): its
  // code and words are fetched once a learner is signed in, while the network is still there.
  useEffect(() => {
    if (!signedIn) return
    void loadSignOutQuestion().catch(() => undefined)
    void i18n.loadNamespaces('learning').catch(() => undefined)
  }, [signedIn, i18n])
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
