import type { User } from '@supabase/supabase-js'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth, useAuthDialog } from '@/auth'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cardVariants } from '@/components/ui/card'

/** Renders its children for a signed-in visitor; asks anyone else to log in. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('auth')
  const { user, loading } = useAuth()
  const { openAuthDialog } = useAuthDialog()
  const spinner = <Spinner label={t('reset.checking')} />
  if (loading) return spinner
  if (!user) {
    return (
      <div className={cardVariants({ tone: 'plain', padding: 'lg' })}>
        <p>{t('account.signInRequired')}</p>
        <Button className="mt-4" onClick={() => openAuthDialog('login')}>
          {t('account.loginAction')}
        </Button>
      </div>
    )
  }
  // The account forms arrive as their own chunk.
  return <Suspense fallback={spinner}>{children(user)}</Suspense>
}
