import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { useAuthDialog } from './auth-dialog-context'

// The menu pulls in the Radix dropdown and avatar; signed-out visitors never download them.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

const placeholder = <span aria-hidden="true" className="block size-9 rounded-full bg-muted" />

/** Login/Register buttons when signed out, the avatar menu when signed in. */
export function HeaderAuth() {
  return (
    // Whatever shows is laid over an invisible copy of the signed-out buttons, the widest state, so
    // nothing else in the header moves when the session becomes known after hydration.
    <div className="grid justify-items-end [&>*]:col-start-1 [&>*]:row-start-1">
      <div aria-hidden="true" className="invisible">
        <SignedOutButtons />
      </div>
      <HeaderAuthState />
    </div>
  )
}

function HeaderAuthState() {
  const { t } = useTranslation('common')
  const { user, loading } = useAuth()

  if (loading)
    return (
      <span role="status" aria-label={t('auth.accountLoading')}>
        {placeholder}
      </span>
    )
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu user={user} />
      </Suspense>
    )
  }
  return <SignedOutButtons />
}

function SignedOutButtons() {
  const { t } = useTranslation('common')
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog()
  return (
    <div className="flex items-center gap-2" onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
      <Button variant="ghost" size="sm" onClick={() => openAuthDialog('login')}>
        {t('auth.login')}
      </Button>
      <Button size="sm" className="hidden sm:inline-flex" onClick={() => openAuthDialog('register')}>
        {t('auth.register')}
      </Button>
    </div>
  )
}

/** The register button inside the mobile menu, where the narrow bar has no room for it. */
export function MobileRegisterButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('common')
  const { user, loading } = useAuth()
  const { openAuthDialog } = useAuthDialog()
  if (loading || user) return null
  return (
    <Button
      size="sm"
      className="sm:hidden"
      onClick={() => {
        onOpen()
        openAuthDialog('register')
      }}
    >
      {t('auth.register')}
    </Button>
  )
}
