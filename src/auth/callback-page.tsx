import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from './auth-context'
import { decideCallback, outcomeUrl, readCallbackParams } from './callback-flow'

/** Return address after Google/GitHub sign-in and email confirmation links. */
export default function CallbackPage() {
  const { t } = useTranslation('auth')
  const { exchangeCode } = useAuth()
  const navigate = useNavigate()
  const { search } = useLocation()

  useEffect(() => {
    let active = true
    const getSession = async () => {
      const { getSupabase } = await import('./supabase-client')
      const { data, error } = await getSupabase().auth.getSession()
      return { session: data.session, error }
    }
    decideCallback(readCallbackParams(search), { exchangeCode, getSession }).then((outcome) => {
      if (active) navigate(outcomeUrl(outcome), { replace: true })
    })
    return () => {
      active = false
    }
  }, [search, exchangeCode, navigate])

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <Spinner size="lg" />
      <h1 className="text-2xl font-semibold">{t('callback.processing')}</h1>
      <p role="status" className="text-muted-foreground">
        {t('callback.wait')}
      </p>
    </section>
  )
}
