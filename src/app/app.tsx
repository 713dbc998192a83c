import type { i18n } from 'i18next'
import { useEffect } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from './app-providers'
import { AppRoutes } from './router'
import { replayEarlyInput } from './early-input'

export function App({ i18n, i18nReady }: { i18n: i18n; i18nReady?: Promise<void> }) {
  useEffect(replayEarlyInput, [])
  return (
    <AppProviders i18n={i18n} ready={i18nReady}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
