import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AuthProvider } from '@/auth'
import { AfterIdle } from './after-idle'
import { TranslationGate } from './translation-gate'
import { ThemeProvider } from '@/theme/theme-provider'
import { AppErrorBoundary } from '@/components/app-error-boundary'

const loadSignedInPages = () => import('./signed-in-pages')

interface AppProvidersProps {
  i18n: i18n
  /**
   * Start-up translations still on their way: the gate holds the app back until they arrive.
   * The test renderer passes none, its i18n instance is complete before the first render.
   */
  ready?: Promise<void>
  children: ReactNode
}

/** Everything the app renders inside, shared by the browser entry and the test renderer. */
export function AppProviders({ i18n, ready, children }: AppProvidersProps) {
  const app = (
    <ThemeProvider>
      <AuthProvider>
        {children}
        <AfterIdle load={loadSignedInPages} />
      </AuthProvider>
    </ThemeProvider>
  )
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        {ready ? (
          <TranslationGate instance={i18n} ready={ready}>
            {app}
          </TranslationGate>
        ) : (
          app
        )}
      </AppErrorBoundary>
    </I18nextProvider>
  )
}
