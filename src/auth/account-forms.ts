import { lazy } from 'react'
import { loadChunk } from '@/lib/chunk-reload'

// The account pages' forms bring react-hook-form and zod. The layout imports '@/auth' too, so an
// eager export here would put both in the entry chunk; these load with the form instead.
export const NewPasswordForm = lazy(() =>
  loadChunk(() => import('./new-password-form')).then((module) => ({ default: module.NewPasswordForm })),
)
export const DeleteAccountForm = lazy(() =>
  loadChunk(() => import('./delete-account-form')).then((module) => ({ default: module.DeleteAccountForm })),
)
export const ProfileForm = lazy(() =>
  loadChunk(() => import('./profile-form')).then((module) => ({ default: module.ProfileForm })),
)
