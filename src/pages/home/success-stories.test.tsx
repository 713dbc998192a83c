import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { STORY_INTERVAL_MS, SuccessStories } from './success-stories'
import { mockReducedMotion } from '@/test/test-motion'
import { homeContent } from '@/test/home-content'

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const renderStories = (language: 'zh' | 'en') =>
  renderWithI18n(<SuccessStories stories={homeContent(language).stories.items} />, language)
const carousel = () => screen.getByTestId('stories-carousel')
const currentSlide = () => Number(carousel().dataset.index) + 1

describe('SuccessStories', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('has four stories, each with avatar, name, title, achievement, quote and the example label (en)', async () => {
    await renderStories('en')
    const slides = within(carousel())
      .getAllByRole('group', { hidden: true })
      .filter((el) => el.getAttribute('aria-roledescription') === 'slide')
    expect(slides).toHaveLength(4)
    for (const slide of slides) {
      expect(within(slide).getByText('Illustrative example')).toBeInTheDocument()
      expect(within(slide).getByRole('heading', { level: 3, hidden: true })).toBeInTheDocument()
      expect(slide.querySelector('blockquote')).not.toBeNull()
    }
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 4')
    expect(
      screen.getByText(/illustrative examples: the people, incomes and results are invented/),
    ).toBeInTheDocument()
  })

  it('labels every story as an example in Chinese too', async () => {
    await renderStories('zh')
    expect(screen.getAllByText('示例', { selector: '[data-testid="story-badge"]' })).toHaveLength(4)
  })

  it('moves with the arrows and wraps around both ways', async () => {
    await renderStories('en')
    const next = screen.getByRole('button', { name: 'Next story' })
    const previous = screen.getByRole('button', { name: 'Previous story' })
    fireEvent.click(previous)
    expect(currentSlide()).toBe(4)
    fireEvent.click(next)
    expect(currentSlide()).toBe(1)
    fireEvent.click(next)
    fireEvent.click(next)
    fireEvent.click(next)
    expect(currentSlide()).toBe(4)
    fireEvent.click(next)
    expect(currentSlide()).toBe(1)
  })

  it('jumps with the dots, marking the current one', async () => {
    await renderStories('en')
    const dot3 = screen.getByRole('button', { name: /^Show story 3:/ })
    fireEvent.click(dot3)
    expect(currentSlide()).toBe(3)
    expect(dot3).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: /^Show story 1:/ })).not.toHaveAttribute('aria-current')
    expect(screen.getByTestId('stories-track')).toHaveStyle({ transform: 'translateX(-200%)' })
  })

  it('hides the slides that are off screen from keyboard and screen readers', async () => {
    await renderStories('en')
    const slides = carousel().querySelectorAll('[aria-roledescription="slide"]')
    expect(slides[0]).not.toHaveAttribute('aria-hidden', 'true')
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true')
    expect(slides[1]).toHaveAttribute('inert')
  })

  it('moves with the arrow keys, Home and End from any control', async () => {
    await renderStories('en')
    const next = screen.getByRole('button', { name: 'Next story' })
    fireEvent.keyDown(next, { key: 'ArrowLeft' })
    expect(currentSlide()).toBe(4)
    fireEvent.keyDown(next, { key: 'ArrowRight' })
    expect(currentSlide()).toBe(1)
    fireEvent.keyDown(screen.getByRole('button', { name: /^Show story 2:/ }), { key: 'End' })
    expect(currentSlide()).toBe(4)
    fireEvent.keyDown(next, { key: 'Home' })
    expect(currentSlide()).toBe(1)
  })

  it('slides in 500 ms, and not at all under reduced motion', async () => {
    await renderStories('en')
    expect(screen.getByTestId('stories-track')).toHaveClass('duration-500', 'motion-reduce:transition-none')
  })

  it('autoplays, and pauses while hovered', async () => {
    await renderStories('en')
    advance(STORY_INTERVAL_MS)
    expect(currentSlide()).toBe(2)
    fireEvent.pointerEnter(carousel())
    advance(STORY_INTERVAL_MS * 3)
    expect(currentSlide()).toBe(2)
    fireEvent.pointerLeave(carousel())
    advance(STORY_INTERVAL_MS)
    expect(currentSlide()).toBe(3)
  })

  it('pauses while keyboard focus is inside', async () => {
    await renderStories('en')
    const next = screen.getByRole('button', { name: 'Next story' })
    act(() => next.focus())
    advance(STORY_INTERVAL_MS * 3)
    expect(currentSlide()).toBe(1)
    act(() => next.blur())
    advance(STORY_INTERVAL_MS)
    expect(currentSlide()).toBe(2)
  })

  it('stops on pause and starts on play', async () => {
    await renderStories('en')
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }))
    advance(STORY_INTERVAL_MS * 3)
    expect(currentSlide()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }))
    advance(STORY_INTERVAL_MS)
    expect(currentSlide()).toBe(2)
  })

  it('does not autoplay under prefers-reduced-motion', async () => {
    mockReducedMotion(true)
    await renderStories('en')
    advance(STORY_INTERVAL_MS * 3)
    expect(currentSlide()).toBe(1)
    expect(screen.getByRole('button', { name: 'Start autoplay' })).toBeInTheDocument()
  })
})
