import { languageOfPath, withLanguagePrefix } from '@/i18n/language-path'
import { toSupportedLanguage } from '@/i18n/languages'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { AppProviders } from '@/app/app-providers'
import { appRoutes } from '@/app/router'
import { createTestI18n } from './test-i18n'

/** Renders the real route table at `path`, with real translations from public/locales. */
export async function renderApp(path: string, { language = 'zh', routes = appRoutes }: { language?: string; routes?: RouteObject[] } = {}) {
  const i18n = await createTestI18n(language)
  // The URL holds the language: an English render starts at the /en address of the page.
  const url = languageOfPath(path) === language ? path : withLanguagePrefix(path, toSupportedLanguage(language))
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const view = render(
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, i18n }
}

export async function renderWithI18n(ui: ReactElement, language = 'zh') {
  const i18n = await createTestI18n(language)
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n }
}
