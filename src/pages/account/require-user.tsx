import type { User } from '@supabase/supabase-js'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth/auth-context'
import { useAuthDialog } from '@/auth/auth-dialog-context'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** Renders its children for a signed-in visitor; asks anyone else to log in. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('auth')
  const { user, loading } = useAuth()
  const { openAuthDialog } = useAuthDialog()
  if (loading)
    return (
      <Spinner label={t('reset.checking')} />
    )
  if (!user) {
    return (
      <div className="rounded-card border border-border p-6">
        <p>{t('account.signInRequired')}</p>
        <Button className="mt-4" onClick={() => openAuthDialog('login')}>
          {t('account.loginAction')}
        </Button>
      </div>
    )
  }
  return children(user)
}
