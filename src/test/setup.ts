import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Lazily loaded route modules can take over a second to arrive on a busy machine.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())

// jsdom has no matchMedia; the theme provider and motion hooks ask it.
if (!window.matchMedia) {
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
window.scrollTo = () => {}
