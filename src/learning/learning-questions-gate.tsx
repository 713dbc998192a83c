import { lazy, Suspense } from 'react'
import { useAuth } from '@/auth'

const LearningQuestions = lazy(() => import('./learning-questions'))

/** The questions are only ever asked of a signed-in learner: their code loads with a sign-in. */
export function LearningQuestionsGate() {
  return useAuth().user ? (
    <Suspense fallback={null}>
      <LearningQuestions />
    </Suspense>
  ) : null
}
