import { AuthError, type SupabaseClient } from '@supabase/supabase-js'
import { toSupportedLanguage } from '@/i18n/languages'
import { absolutePageUrl } from '@/routes/localized-path'
import type { AuthActions } from './auth-context'
import { setRememberMe } from './remember-me-storage'
import { takeRevokeUnsent } from './sign-out-fetch'

type LoadClient = () => Promise<SupabaseClient>

// The mailed or OAuth link comes back in the language the visitor reads (i18next keeps <html lang>).
const shownLanguage = () => toSupportedLanguage(document.documentElement.lang)
const callbackUrl = () => absolutePageUrl('/auth/callback', shownLanguage(), window.location.origin)
const resetUrl = () => absolutePageUrl('/reset-password', shownLanguage(), window.location.origin)

/**
 * The account operations (docs/product-behaviour.md, "Accounts") on top of supabase-js. Each resolves to `{ error }`;
 * an unexpected exception (not an error answer) is thrown for the caller's catch-all message.
 */
export function createAuthActions(loadClient: LoadClient): AuthActions {
  const exchanges = new Map<string, ReturnType<AuthActions['exchangeCode']>>()

  return {
    async signIn(email, password, { remember = true } = {}) {
      setRememberMe(remember)
      const { error } = await (await loadClient()).auth.signInWithPassword({ email, password })
      return { error }
    },
    async signUp(email, password, fullName) {
      const { data, error } = await (
        await loadClient()
      ).auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName }, emailRedirectTo: callbackUrl() },
      })
      return { error, needsConfirmation: !error && !data.session }
    },
    async signInWithGoogle() {
      const { error } = await (
        await loadClient()
      ).auth.signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl() } })
      return { error }
    },
    async signInWithGitHub() {
      const { error } = await (
        await loadClient()
      ).auth.signInWithOAuth({ provider: 'github', options: { redirectTo: callbackUrl() } })
      return { error }
    },
    async signOut() {
      // Only this browser: signing out here should not end the learner's other devices.
      const { error } = await (await loadClient()).auth.signOut({ scope: 'local' })
      return { error, onThisDeviceOnly: !error && takeRevokeUnsent() }
    },
    async signOutEverywhere() {
      const { error } = await (await loadClient()).auth.signOut({ scope: 'global' })
      // Offline, the other devices were not signed out: say so rather than pretend.
      return { error: error ?? (takeRevokeUnsent() ? new AuthError('offline', 0, 'revoke_not_sent') : null) }
    },
    async deleteAccount() {
      const client = await loadClient()
      // The migration's delete_account() removes the caller's own user; their learning rows cascade.
      const { error } = await client.rpc('delete_account')
      if (error) {
        console.error('Account deletion failed', error)
        return { deleted: false }
      }
      // The access token is still signed but names no user now: drop it from this browser.
      await client.auth.signOut({ scope: 'local' })
      return { deleted: true }
    },
    async resetPassword(email) {
      const { error } = await (
        await loadClient()
      ).auth.resetPasswordForEmail(email, { redirectTo: resetUrl() })
      return { error }
    },
    async updatePassword(password) {
      const { error } = await (await loadClient()).auth.updateUser({ password })
      return { error }
    },
    async updateProfile({ fullName, avatarUrl }) {
      const { error } = await (
        await loadClient()
      ).auth.updateUser({ data: { full_name: fullName, avatar_url: avatarUrl } })
      return { error }
    },
    async resendConfirmation(email) {
      const { error } = await (
        await loadClient()
      ).auth.resend({ type: 'signup', email, options: { emailRedirectTo: callbackUrl() } })
      return { error }
    },
    exchangeCode(code) {
      // React StrictMode runs effects twice; a code is single-use, so both runs share one exchange.
      let pending = exchanges.get(code)
      if (!pending) {
        pending = loadClient().then(async (client) => ({
          error: (await client.auth.exchangeCodeForSession(code)).error,
        }))
        exchanges.set(code, pending)
      }
      return pending
    },
  }
}
