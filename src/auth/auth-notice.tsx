import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useReplaceSearch } from '@/routes/page-link'
import type { CallbackOutcome } from './callback-flow'

/**
 * The notice's code, fetched when first shown. The account menu asks for it on opening too: a
 * sign-out made offline must still be able to say "Signed out on this device".
 */
export const loadAuthNoticeView = () => import('./auth-notice-view')
const AuthNoticeView = lazy(loadAuthNoticeView)

/** What the notice can tell: a callback's outcome, or a sign-out that held on this device only. */
export type NoticeOutcome = CallbackOutcome | 'signed_out_here'

const successes: NoticeOutcome[] = ['login', 'signed_out_here']
const outcomes: NoticeOutcome[] = [
  'login',
  'oauth_failed',
  'session_failed',
  'other_browser',
  'auth_failed',
  'no_session',
  'callback_failed',
]

export function readOutcome(search: string): NoticeOutcome | null {
  const params = new URLSearchParams(search)
  const success = successes.find((outcome) => outcome === params.get('success'))
  return success ?? outcomes.find((outcome) => outcome === params.get('error')) ?? null
}

/**
 * Tells the visitor how the sign-in they came back from went, then removes the ?error= or
 * ?success= parameter so that a reload or a shared link does not repeat the message.
 */
export function AuthNotice() {
  const { search } = useLocation()
  const replaceSearch = useReplaceSearch()
  const incoming = readOutcome(search)
  const [notice, setNotice] = useState<{ outcome: NoticeOutcome; search: string } | null>(null)
  // A new outcome in the address replaces the notice (state adjusted during render, not in an effect).
  if (incoming && notice?.search !== search) setNotice({ outcome: incoming, search })

  useEffect(() => {
    if (incoming) replaceSearch('')
  }, [incoming, replaceSearch])

  if (!notice) return null
  return (
    <Suspense fallback={null}>
      <AuthNoticeView outcome={notice.outcome} onDismiss={() => setNotice(null)} />
    </Suspense>
  )
}
