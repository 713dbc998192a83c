import { isAuthPKCECodeVerifierMissingError, type AuthError, type Session } from '@supabase/supabase-js'
import type { PageTarget } from '@/routes/page-link'

export interface CallbackParams {
  code: string | null
  error: string | null
  errorDescription: string | null
}

export interface CallbackDeps {
  exchangeCode: (code: string) => Promise<{ error: AuthError | null }>
  getSession: () => Promise<{ session: Session | null; error: AuthError | null }>
}

export type CallbackOutcome =
  | 'login'
  | 'oauth_failed'
  | 'session_failed'
  | 'other_browser'
  | 'auth_failed'
  | 'no_session'
  | 'callback_failed'

export function readCallbackParams(search: string): CallbackParams {
  const params = new URLSearchParams(search)
  return {
    code: params.get('code'),
    error: params.get('error'),
    errorDescription: params.get('error_description'),
  }
}

/** The sign-in callback: every way back from a provider or a mailed link, as a decision table. */
export async function decideCallback(params: CallbackParams, deps: CallbackDeps): Promise<CallbackOutcome> {
  try {
    if (params.error) return 'oauth_failed'
    if (params.code) {
      const { error } = await deps.exchangeCode(params.code)
      if (!error) return 'login'
      // A confirmation link opened in another browser: the email is confirmed, but this browser
      // holds no PKCE verifier, so it cannot be signed in here.
      return isAuthPKCECodeVerifierMissingError(error) ? 'other_browser' : 'session_failed'
    }
    const { session, error } = await deps.getSession()
    if (error) return 'auth_failed'
    return session ? 'login' : 'no_session'
  } catch (error) {
    console.error('Sign-in callback failed', error)
    return 'callback_failed'
  }
}

/** Where home shows the outcome: ?success=login or ?error=<reason>. */
export function outcomeTarget(outcome: CallbackOutcome): PageTarget {
  return { to: '/', search: outcome === 'login' ? '?success=login' : `?error=${outcome}` }
}
