import { loadOnce } from '@/lib/load-once'
import type { AuthActions } from './auth-context'

export const authActionNames = [
  'signIn',
  'signUp',
  'signInWithGoogle',
  'signInWithGitHub',
  'signOut',
  'signOutEverywhere',
  'deleteAccount',
  'resetPassword',
  'updatePassword',
  'updateProfile',
  'resendConfirmation',
  'exchangeCode',
] as const satisfies readonly (keyof AuthActions)[]

type AnyAction = (...args: unknown[]) => Promise<unknown>

/**
 * The account operations with their code (auth-actions.ts and supabase-js) loaded by the first one
 * used: a visitor who only reads never fetches it. A failed download is tried again next time.
 */
export function lazyAuthActions(load: () => Promise<AuthActions>): AuthActions {
  const loaded = loadOnce(load)
  const delegate =
    (name: keyof AuthActions): AnyAction =>
    (...args) =>
      loaded().then((actions) => (actions[name] as AnyAction)(...args))
  return Object.fromEntries(authActionNames.map((name) => [name, delegate(name)])) as unknown as AuthActions
}
