import { useEffect, useRef } from 'react'
import { rememberedSignIn, useAuth } from '@/auth'
import { dropPagesNote, forgetPagesSinceSignIn, notePagesBeforeSignIn } from '@/offline/signed-in-pages'

/**
 * Keeps the offline worker's pages in step with who is signed in: a sign-in notes the pages opened
 * before it, and a sign-out without "remember me" takes the pages opened since out of the worker's
 * cache (security review M2: a shared computer keeps nothing of the learner who left). It starts
 * watching once the page is idle; a sign-in comes later than that.
 */
export default function SignedInPages() {
  const { user, loading } = useAuth()
  const signedIn = loading ? undefined : user !== null
  const last = useRef<boolean | undefined>(undefined)
  useEffect(() => {
    if (signedIn === undefined) return
    const before = last.current
    last.current = signedIn
    if (signedIn && before === false) void notePagesBeforeSignIn()
    if (!signedIn && before === true) {
      const remembered = rememberedSignIn()
      void (remembered ? Promise.resolve(dropPagesNote()) : forgetPagesSinceSignIn()).catch(
        (error: unknown) => console.warn('Could not forget the pages read while signed in', error),
      )
    }
  }, [signedIn])
  return null
}
