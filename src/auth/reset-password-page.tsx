import { isAuthPKCECodeVerifierMissingError } from '@supabase/supabase-js'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { ErrorAlert, SuccessAlert } from '@/components/form/form-alert'
import { buttonVariants } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PageLink, usePageNavigate } from '@/routes/page-link'
import { useAuth } from './auth-context'
import { ForgotPasswordForm, NewPasswordForm, preloadResetForms } from './account-forms'

type LinkState = 'checking' | 'ready' | 'invalid' | 'other_browser' | 'missing' | 'done'

function pageState(input: {
  linkError: boolean
  code: string | null
  linkState: LinkState
  loading: boolean
  signedIn: boolean
}): LinkState {
  if (input.linkError) return 'invalid'
  if (input.code) return input.linkState
  if (input.loading) return 'checking'
  if (input.linkState === 'done') return 'done'
  // Without a code, a signed-in visitor (e.g. after reloading the page) may still set a password.
  return input.signedIn ? 'ready' : 'missing'
}

/** Reached from the mailed reset link: exchanges its code, then sets the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const { exchangeCode, session, loading } = useAuth()
  const navigate = usePageNavigate()
  const { search } = useLocation()
  // Read once: after the exchange the address is cleaned, but the page must remember it had a code.
  const [code] = useState(() => new URLSearchParams(search).get('code'))
  // An expired or reused link comes back from the auth server with an error instead of a code.
  const [linkError] = useState(() => new URLSearchParams(search).has('error'))
  const [linkState, setLinkState] = useState<LinkState>('checking')

  useEffect(preloadResetForms, [])

  useEffect(() => {
    if (!code) return
    let active = true
    exchangeCode(code).then(({ error }) => {
      if (!active) return
      if (error) setLinkState(isAuthPKCECodeVerifierMissingError(error) ? 'other_browser' : 'invalid')
      else {
        setLinkState('ready')
        // The code is spent; a reload must not try it again.
        navigate({ to: '/reset-password' }, { replace: true })
      }
    })
    return () => {
      active = false
    }
  }, [code, exchangeCode, navigate])

  const state = pageState({ linkError, code, linkState, loading, signedIn: Boolean(session) })

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold">{t('reset.title')}</h1>
      <div className="mt-6 space-y-4">
        {state === 'checking' && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" />
            {t('reset.checking')}
          </p>
        )}
        {state === 'ready' && (
          <>
            <p className="text-muted-foreground">{t('reset.description')}</p>
            <Suspense fallback={<Spinner />}>
              <NewPasswordForm onUpdated={() => setLinkState('done')} />
            </Suspense>
          </>
        )}
        {state === 'done' && (
          <SuccessAlert>
            <p>{t('reset.done')}</p>
            <PageLink to="/" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              {t('reset.toHome')}
            </PageLink>
          </SuccessAlert>
        )}
        {(state === 'invalid' || state === 'other_browser' || state === 'missing') && (
          <>
            <ErrorAlert>
              <p>
                {t(
                  state === 'invalid'
                    ? 'reset.invalidLink'
                    : state === 'other_browser'
                      ? 'reset.otherBrowser'
                      : 'reset.missingLink',
                )}
              </p>
            </ErrorAlert>
            <Suspense fallback={<Spinner />}>
              <ForgotPasswordForm />
            </Suspense>
          </>
        )}
      </div>
    </section>
  )
}
