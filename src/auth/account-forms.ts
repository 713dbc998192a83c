import { lazy } from 'react'
import { loadChunk } from '@/lib/chunk-reload'

// The account pages' forms bring react-hook-form and zod. The layout imports '@/auth' too, so an
// eager export here would put both in the entry chunk; these load with the form instead.
const loadNewPasswordForm = () => loadChunk(() => import('./new-password-form'))
const loadForgotPasswordForm = () => loadChunk(() => import('./forgot-password-form'))

export const NewPasswordForm = lazy(() =>
  loadNewPasswordForm().then((module) => ({ default: module.NewPasswordForm })),
)
export const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then((module) => ({ default: module.ForgotPasswordForm })),
)
export const DeleteAccountForm = lazy(() =>
  loadChunk(() => import('./delete-account-form')).then((module) => ({ default: module.DeleteAccountForm })),
)
export const ProfileForm = lazy(() =>
  loadChunk(() => import('./profile-form')).then((module) => ({ default: module.ProfileForm })),
)

/**
 * The reset page fetches both of its forms while it checks the mailed link, so whichever the check
 * calls for is already here when it answers. A failed fetch is left to the form's own render.
 */
export function preloadResetForms() {
  void Promise.all([loadNewPasswordForm(), loadForgotPasswordForm()]).catch(() => {})
}
