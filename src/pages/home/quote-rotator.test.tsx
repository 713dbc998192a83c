import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { QUOTE_INTERVAL_MS, QuoteRotator } from './quote-rotator'
import { mockReducedMotion } from '@/test/test-motion'
import { homeContent } from '@/test/home-content'

const quotes = (language: 'zh' | 'en') => homeContent(language).quotes.items.map((quote) => quote.text)
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('QuoteRotator', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  for (const language of ['zh', 'en'] as const) {
    it(`shows the next of five quotes every 4000 ms and loops (${language})`, async () => {
      await renderWithI18n(<QuoteRotator quotes={homeContent(language).quotes.items} />, language)
      const texts = quotes(language)
      expect(texts).toHaveLength(5)
      const shown = () => screen.getByTestId('hero-quote').querySelector('blockquote')?.textContent
      expect(shown()).toBe(texts[0])
      advance(QUOTE_INTERVAL_MS - 1)
      expect(shown()).toBe(texts[0])
      advance(1)
      expect(shown()).toBe(texts[1])
      advance(QUOTE_INTERVAL_MS * 3)
      expect(shown()).toBe(texts[4])
      advance(QUOTE_INTERVAL_MS)
      expect(shown()).toBe(texts[0])
    })
  }

  it('stops when paused and starts again on play', async () => {
    await renderWithI18n(<QuoteRotator quotes={homeContent('en').quotes.items} />, 'en')
    const texts = quotes('en')
    fireEvent.click(screen.getByRole('button', { name: 'Pause quotes' }))
    advance(QUOTE_INTERVAL_MS * 3)
    expect(screen.getByText(texts[0])).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Play quotes' }))
    advance(QUOTE_INTERVAL_MS)
    expect(screen.getByText(texts[1])).toBeInTheDocument()
  })

  it('does not rotate under prefers-reduced-motion until the visitor presses play', async () => {
    mockReducedMotion(true)
    await renderWithI18n(<QuoteRotator quotes={homeContent('en').quotes.items} />, 'en')
    const texts = quotes('en')
    advance(QUOTE_INTERVAL_MS * 2)
    expect(screen.getByText(texts[0])).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play quotes' })).toBeInTheDocument()
    expect(screen.getByTestId('hero-quote').querySelector('blockquote')).not.toHaveClass('animate-fade-in')
  })

  it('announces quotes only when they are not changing by themselves', async () => {
    await renderWithI18n(<QuoteRotator quotes={homeContent('en').quotes.items} />, 'en')
    expect(screen.getByTestId('hero-quote')).toHaveAttribute('aria-live', 'off')
    fireEvent.click(screen.getByRole('button', { name: 'Pause quotes' }))
    expect(screen.getByTestId('hero-quote')).toHaveAttribute('aria-live', 'polite')
  })
})
