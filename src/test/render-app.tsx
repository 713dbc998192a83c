import { languageOfPath, withLanguagePrefix } from '@/i18n/language-path'
import { toSupportedLanguage } from '@/i18n/languages'
import { act, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '@/app/app-providers'
import { AppRoutes, preloadPageOf } from '@/app/router'
import { createLocationProbe } from './location-probe'
import { createTestI18n } from './test-i18n'

/** Renders the real route table at `path`, with real translations from public/locales. */
export async function renderApp(path: string, { language = 'zh' }: { language?: string } = {}) {
  const i18n = await createTestI18n(language)
  // The URL holds the language: an English render starts at the /en address of the page.
  const url =
    languageOfPath(path) === language ? path : withLanguagePrefix(path, toSupportedLanguage(language))
  // As in the browser, where hydration waits for the page's code: a first render that suspends
  // inside the test renderer's act() would not be retried.
  await preloadPageOf(url)
  const { LocationProbe, currentLocation } = createLocationProbe()
  const ui = (
    <AppProviders i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  )
  // Awaited, so that a page which suspends (a redirect to a page whose code is not loaded yet) is
  // rendered again when its code arrives, as it is in the browser.
  const view = await act(async () => render(ui))
  return { ...view, currentLocation, i18n }
}

export async function renderWithI18n(ui: ReactElement, language = 'zh') {
  const i18n = await createTestI18n(language)
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n }
}
