import type { i18n } from 'i18next'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { AuthProvider } from '@/auth/auth-provider'
import { TranslationGate } from '@/i18n/translation-gate'
import { ThemeProvider } from '@/theme/theme-provider'
import { AppErrorBoundary } from './app-error-boundary'
import { createAppRouter } from './router'

export function App({ i18n, i18nReady }: { i18n: i18n; i18nReady: Promise<void> }) {
  const [router] = useState(createAppRouter)
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <TranslationGate instance={i18n} ready={i18nReady}>
          <ThemeProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </ThemeProvider>
        </TranslationGate>
      </AppErrorBoundary>
    </I18nextProvider>
  )
}
