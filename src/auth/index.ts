// The auth feature's public surface: everything outside src/auth imports from '@/auth' only.
// Whatever is listed here lands in the entry chunk (the layout imports this file), so the dialog,
// user menu and supabase client stay behind their own dynamic imports inside the feature, and the
// account pages take their lazy forms from '@/auth/account-forms' instead.
export { AuthProvider } from './auth-provider'
export { useAuth } from './auth-context'
export { AuthDialogProvider } from './auth-dialog-provider'
export { useAuthDialog } from './auth-dialog-context'
export { AuthNotice } from './auth-notice'
export { HeaderAuth, MobileRegisterButton } from './header-auth'
export { loadSupabaseClient } from './load-client'
export type { SignOutGuard } from './sign-out-guards'
/** The sign-out guards' registry, loaded by the features that ask before a sign-out. */
export const loadSignOutGuards = () => import('./sign-out-guards')
export { getRememberMe as rememberedSignIn } from './remember-me-storage'
