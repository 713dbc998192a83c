import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { allResources } from '@/test/test-i18n'
import { renderApp } from '@/test/render-app'
import { GROWTH_PATH_ID } from './knowledge-map'

const banner = (language: 'zh' | 'en') =>
  (allResources[language].common as { banner: { messages: string[] } }).banner.messages

describe('home page', () => {
  afterEach(() => vi.useRealTimers())

  for (const language of ['zh', 'en'] as const) {
    it(`has exactly one h1, the hero title, and every section (${language})`, async () => {
      const home = allResources[language].home as {
        hero: { title: string }
        growthPath: { title: string }
        stories: { title: string }
      }
      await renderApp('/', { language })
      const h1 = await screen.findByRole('heading', { level: 1 })
      expect(h1).toHaveTextContent(home.hero.title)
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
      expect(screen.getByRole('heading', { level: 2, name: home.growthPath.title })).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 2, name: home.stories.title })).toBeInTheDocument()
      expect(screen.getByRole('main').querySelectorAll('[data-cloud]')).toHaveLength(6)
    })
  }

  it('has a call to action that jumps to the growth path and moves focus there', async () => {
    // jsdom does not scroll; record where the page was asked to go instead.
    const scrollIntoView = vi.fn()
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true })
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    })
    await renderApp('/', { language: 'en' })
    const cta = await screen.findByRole('link', { name: 'Start the five-step path' })
    expect(cta).toHaveAttribute('href', `#${GROWTH_PATH_ID}`)
    fireEvent.click(cta)
    const target = document.getElementById(GROWTH_PATH_ID)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(target)
    expect(document.activeElement).toBe(within(target as HTMLElement).getByRole('heading', { level: 2 }))
  })

  it('links the second call to action to the super-individual guide', async () => {
    await renderApp('/', { language: 'en' })
    expect(await screen.findByRole('link', { name: 'What is a super individual?' })).toHaveAttribute(
      'href',
      '/en/super-individual',
    )
  })

  it('rotates the header banner every 3000 ms on the home page', async () => {
    vi.useFakeTimers()
    await renderApp('/', { language: 'en' })
    await vi.waitFor(() => screen.getByRole('heading', { level: 1 }))
    const messages = banner('en')
    const shown = () =>
      messages.findIndex((message) => screen.getByTestId('promo-banner').textContent?.includes(message))
    // The banner started before the page finished loading; step to its next change to know the phase.
    const start = shown()
    let waited = 0
    while (shown() === start && waited < 3000) {
      act(() => vi.advanceTimersByTime(10))
      waited += 10
    }
    const changedTo = shown()
    expect(changedTo).toBe((start + 1) % messages.length)
    act(() => vi.advanceTimersByTime(2990))
    expect(shown()).toBe(changedTo)
    act(() => vi.advanceTimersByTime(10))
    expect(shown()).toBe((changedTo + 1) % messages.length)
    act(() => vi.advanceTimersByTime(3000))
    expect(shown()).toBe((changedTo + 2) % messages.length)
  })
})
