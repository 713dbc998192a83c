// The auth feature's public surface: everything outside src/auth imports from '@/auth' only.
// Whatever is listed here lands in the entry chunk (the layout imports this file), so heavy parts
// are exported as lazy components and the dialog, user menu and supabase client stay behind
// their own dynamic imports inside the feature.
export { AuthProvider } from './auth-provider'
export { useAuth } from './auth-context'
export { AuthDialogProvider } from './auth-dialog-provider'
export { useAuthDialog } from './auth-dialog-context'
export { AuthNotice } from './auth-notice'
export { HeaderAuth, MobileRegisterButton } from './header-auth'
export { DeleteAccountForm, NewPasswordForm, ProfileForm } from './account-forms'
export { loadSupabaseClient } from './load-client'
