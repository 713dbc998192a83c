import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Session } from '@supabase/supabase-js'
import { loadChunk } from '@/lib/chunk-reload'
import { AuthContext, type AuthState } from './auth-context'
import { lazyAuthActions } from './lazy-auth-actions'
import { loadSupabaseClient as loadClient, whenSupabaseLoads } from './load-client'
import { hasStoredSession, sessionStorageKey } from './stored-session'
import { resolveSupabaseUrl } from './supabase-url'

const stateOf = (session: Session | null): AuthState => ({
  session,
  user: session?.user ?? null,
  loading: false,
})

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true })
  const actions = useMemo(
    () =>
      lazyAuthActions(() =>
        // The client starts loading beside the actions' code rather than after it.
        Promise.all([loadChunk(() => import('./auth-actions')), loadClient()]).then(([module]) =>
          module.createAuthActions(loadClient),
        ),
      ),
    [],
  )

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined
    const stopWaiting = whenSupabaseLoads((client) => {
      if (!active || unsubscribe) return
      // Kept synchronous: awaiting other auth calls inside this callback can deadlock the client.
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // The first answer comes while a prerendered page may still be hydrating. As a transition it
        // lets React finish hydrating in slices; an urgent update makes it hydrate the rest in one block.
        if (event === 'INITIAL_SESSION') startTransition(() => setState(stateOf(session)))
        else setState(stateOf(session))
      })
      unsubscribe = () => data.subscription.unsubscribe()
    })
    const start = () =>
      loadClient().catch((error: unknown) => {
        console.error('Could not start the auth client', error)
        if (active) setState((current) => ({ ...current, loading: false }))
      })

    const key = sessionStorageKey(resolveSupabaseUrl(import.meta.env, __LOCAL_SUPABASE_URL__))
    // A visitor with no session needs no supabase-js until they sign in (an action loads it then).
    if (hasStoredSession(key)) void start()
    else startTransition(() => setState((current) => (current.loading ? stateOf(null) : current)))
    // A sign-in in another tab stores a session: follow it, as the client would once loaded.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue !== null) void start()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      active = false
      stopWaiting()
      unsubscribe?.()
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const value = useMemo(() => ({ ...state, ...actions }), [state, actions])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
