import { lazy, Suspense, useEffect, useReducer, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { loadSignOutGuards } from '@/auth'
import { useLearning, type Learning } from './learning-context'
import { signOutQuestionState } from './sign-out-question-state'

const ImportQuestionDialog = lazy(() => import('./import-question-dialog'))
const loadSignOutQuestion = () => import('./sign-out-question-dialog')
const SignOutQuestionDialog = lazy(loadSignOutQuestion)

const none = () => null

/**
 * The learning store's two questions about whose records are whose, for a signed-in learner (this
 * code loads with a sign-in): at sign-in, about a signed-out reader's records, and at sign-out,
 * about changes not yet sent. The dialogs' code loads when asked, but for the sign-out question's,
 * which is asked most when the network is gone: it and its words are fetched now.
 */
export default function LearningQuestions() {
  const learning = useLearning()
  return learning ? <Questions learning={learning} /> : null
}

function Questions({ learning }: { learning: Learning }) {
  const waiting = useSyncExternalStore(learning.subscribe, learning.importQuestion, none)
  const [, changed] = useReducer((count: number) => count + 1, 0)
  const [signOut] = useState(() =>
    signOutQuestionState(
      () => learning.whenOpen(),
      changed,
      () => learning.flushPending(),
    ),
  )
  const signingOut = signOut.question()
  const { i18n } = useTranslation()
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    void loadSignOutGuards().then(({ beforeSignOut }) => {
      if (!left) stop = beforeSignOut(signOut.guard)
    })
    return () => {
      left = true
      stop?.()
    }
  }, [signOut])
  useEffect(() => {
    // A sign-in asks about a visitor's records once the account's session has opened.
    learning.demand('idle')
    void loadSignOutQuestion().catch(() => undefined)
    void i18n.loadNamespaces('learning').catch(() => undefined)
  }, [learning, i18n])
  return (
    <Suspense fallback={null}>
      {waiting && (
        <ImportQuestionDialog waiting={waiting} onAnswer={(answer) => learning.answerImport(answer)} />
      )}
      {signingOut && <SignOutQuestionDialog question={signingOut} onAnswer={signOut.answer} />}
    </Suspense>
  )
}
