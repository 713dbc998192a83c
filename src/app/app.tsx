import type { i18n } from 'i18next'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './app-providers'
import { createAppRouter } from './router'

export function App({ i18n, i18nReady }: { i18n: i18n; i18nReady?: Promise<void> }) {
  const [router] = useState(createAppRouter)
  return (
    <AppProviders i18n={i18n} ready={i18nReady}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
