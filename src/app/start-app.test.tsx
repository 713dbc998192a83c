import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startI18n } from '@/i18n/i18n'
import { inlinedTranslationsElement } from '@/i18n/inlined-translations'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { preloadPageOf } from './router'
import { startApp } from './start-app'

const render = vi.fn()
vi.mock('react-dom/client', () => ({ hydrateRoot: vi.fn(), createRoot: vi.fn(() => ({ render })) }))
vi.mock('@/i18n/i18n', () => ({ startI18n: vi.fn(() => ({ instance: { language: 'zh' } })) }))
vi.mock('./router', () => ({ preloadPageOf: vi.fn() }))
vi.mock('./app', () => ({ App: () => null }))

function pending() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve: () => resolve() }
}

const container = () => document.getElementById('root') as HTMLElement

beforeEach(() => {
  vi.useFakeTimers()
  vi.clearAllMocks()
  document.body.innerHTML = '<div id="root"></div>'
})

afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
})

describe('startApp on a prerendered page', () => {
  beforeEach(() => {
    document.head.innerHTML = inlinedTranslationsElement({ language: 'zh', namespaces: { common: {} } })
  })

  it("requests the page's code at once, starts i18next in a task of its own and hydrates once the code is here", async () => {
    const page = pending()
    vi.mocked(preloadPageOf).mockReturnValue(page.promise)
    const started = startApp(container(), 'v1')
    expect(preloadPageOf).toHaveBeenCalledWith(window.location.pathname)
    // Not in the task that evaluated the entry script: that task would block input for both.
    expect(startI18n).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(startI18n).toHaveBeenCalledWith(
      'v1',
      expect.objectContaining({ inlined: expect.objectContaining({ language: 'zh' }) }),
    )
    expect(hydrateRoot).not.toHaveBeenCalled()
    page.resolve()
    await expect(started).resolves.toEqual({ language: 'zh' })
    expect(hydrateRoot).toHaveBeenCalledWith(container(), expect.anything())
    expect(createRoot).not.toHaveBeenCalled()
  })

  it('renders the page anew when its code cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(preloadPageOf).mockRejectedValue(new Error('offline'))
    const started = startApp(container(), 'v1')
    await vi.advanceTimersByTimeAsync(0)
    await started
    expect(hydrateRoot).not.toHaveBeenCalled()
    expect(createRoot).toHaveBeenCalledWith(container())
    expect(render).toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith(
      'Could not load the page to hydrate; rendering it anew',
      expect.any(Error),
    )
  })
})

describe('startApp on the app shell', () => {
  it('renders at once, with nothing to hydrate or preload', async () => {
    const started = startApp(container(), 'v1')
    expect(startI18n).toHaveBeenCalledWith('v1', { shell: undefined })
    expect(createRoot).toHaveBeenCalledWith(container())
    expect(render).toHaveBeenCalled()
    await started
    expect(preloadPageOf).not.toHaveBeenCalled()
    expect(hydrateRoot).not.toHaveBeenCalled()
  })
})
