import { getRememberMe } from './remember-me-storage'

/** Asked before a sign-out from the menu: answers false to keep the reader signed in. */
export type SignOutGuard = (context: { remembered: boolean }) => Promise<boolean>

const guards = new Set<SignOutGuard>()

/**
 * Lets a feature that auth does not know (the learning store, with changes still to send) ask the
 * reader before the sign-out goes ahead. Returns the unsubscribe.
 */
export function beforeSignOut(guard: SignOutGuard): () => void {
  guards.add(guard)
  return () => guards.delete(guard)
}

/** Runs the guards one after another; the first that answers false stops the sign-out. */
export async function signOutAllowed(): Promise<boolean> {
  const remembered = getRememberMe()
  for (const guard of [...guards]) if (!(await guard({ remembered }))) return false
  return true
}
