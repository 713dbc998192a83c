import { useEffect, useLayoutEffect, useRef } from 'react'
import { loadSupabaseClient, useAuth } from '@/auth'

/**
 * Starts the account sync for a signed-in learner. It and supabase-js load only then, so a
 * visitor's first page never fetches them.
 */
export function LearningSync() {
  const userId = useAuth().user?.id
  const currentUser = useRef(userId)
  // Layout effects run before the previous user's cleanup below: it can tell a sign-out from a page leaving.
  useLayoutEffect(() => {
    currentUser.current = userId
  }, [userId])

  useEffect(() => {
    if (!userId) return
    let stop: ((signedOut: boolean) => void) | undefined
    let cancelled = false
    Promise.all([import('./sync/start-sync'), loadSupabaseClient()])
      .then(([sync, client]) => {
        if (!cancelled) stop = sync.startLearningSync(client, userId)
      })
      .catch((error: unknown) => console.error('Could not start the learning sync', error))
    return () => {
      cancelled = true
      stop?.(currentUser.current !== userId)
    }
  }, [userId])
  return null
}
