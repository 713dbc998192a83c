import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { AuthContext, type AuthState } from './auth-context'
import { createAuthActions } from './auth-actions'
import { loadSupabaseClient as loadClient } from './load-client'

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true })
  const actions = useMemo(() => createAuthActions(loadClient), [])

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let active = true
    loadClient()
      .then((client) => {
        if (!active) return
        // Kept synchronous: awaiting other auth calls inside this callback can deadlock the client.
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          setState({ session, user: session?.user ?? null, loading: false })
        })
        unsubscribe = () => data.subscription.unsubscribe()
      })
      .catch((error: unknown) => {
        console.error('Could not start the auth client', error)
        if (active) setState((current) => ({ ...current, loading: false }))
      })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [])

  const value = useMemo(() => ({ ...state, ...actions }), [state, actions])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
