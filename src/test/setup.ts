import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { checkContentWith } from '@/i18n/content-check'
import { checkPageContent } from '@/pages/page-content-schemas'
import { loadEverySection } from '@/routes/section-routes'

// Lazily loaded route modules can take over a second to arrive on a busy machine.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())

// jsdom has no matchMedia; the theme provider and motion hooks ask it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {}

// Components render with every section's route data at hand, as a page does once its section has
// arrived (section-routes.test.ts and router.test.tsx test the wait itself, on fresh modules).
await loadEverySection()

// Tests check page content as development and the prerender do (the production bundle does not).
checkContentWith(checkPageContent)
