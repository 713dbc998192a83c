import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { usePageNavigate } from '@/routes/page-link'
import { useAuth } from './auth-context'
import { decideCallback, outcomeTarget, readCallbackParams } from './callback-flow'
import { loadSupabaseClient } from './load-client'

/** Return address after Google/GitHub sign-in and email confirmation links. */
export default function CallbackPage() {
  const { t } = useTranslation('auth')
  const { exchangeCode } = useAuth()
  const navigate = usePageNavigate()
  const { search } = useLocation()

  useEffect(() => {
    let active = true
    const getSession = async () => {
      const { data, error } = await (await loadSupabaseClient()).auth.getSession()
      return { session: data.session, error }
    }
    decideCallback(readCallbackParams(search), { exchangeCode, getSession }).then((outcome) => {
      if (active) navigate(outcomeTarget(outcome), { replace: true })
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
