import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { TranslatedMessages } from './translated-messages'

const HOUR = 3600_000
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('TranslatedMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2024-05-06T12:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  const renderAt = (language: string) => {
    const openedAt = Date.now()
    return renderWithI18n(
      <TranslatedMessages openedAt={openedAt} lastUpdate={openedAt - 2 * HOUR} />,
      language,
    )
  }

  it('keeps the relative times current while the page stays open (en)', async () => {
    await renderAt('en')
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 2 hours ago')
    expect(screen.getByTestId('page-opened')).toHaveTextContent('Page opened 0 seconds ago')
    advance(59_000)
    expect(screen.getByTestId('page-opened')).toHaveTextContent('Page opened 59 seconds ago')
    advance(1000)
    expect(screen.getByTestId('page-opened')).toHaveTextContent('Page opened 1 minute ago')
    advance(HOUR - 60_000)
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 3 hours ago')
    expect(screen.getByTestId('page-opened')).toHaveTextContent('Page opened 1 hour ago')
    advance(21 * HOUR)
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 1 day ago')
  })

  it('keeps the relative times current in Chinese too', async () => {
    await renderAt('zh')
    expect(screen.getByTestId('last-updated')).toHaveTextContent('最后更新：2小时前')
    advance(HOUR)
    expect(screen.getByTestId('last-updated')).toHaveTextContent('最后更新：3小时前')
  })

  it('welcomes the name typed, with the language’s sample name as the default', async () => {
    await renderAt('en')
    expect(screen.getByTestId('welcome-message')).toHaveTextContent('Welcome, Alex!')
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Mei' } })
    expect(screen.getByTestId('welcome-message')).toHaveTextContent('Welcome, Mei!')
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '' } })
    expect(screen.getByTestId('welcome-message')).toHaveTextContent('Welcome, Alex!')
  })

  it('uses the right plural form for the item count', async () => {
    await renderAt('en')
    expect(screen.getByTestId('item-count')).toHaveTextContent('You have 1 item')
    fireEvent.click(screen.getByRole('button', { name: 'One more' }))
    expect(screen.getByTestId('item-count')).toHaveTextContent('You have 2 items')
    fireEvent.click(screen.getByRole('button', { name: 'One fewer' }))
    fireEvent.click(screen.getByRole('button', { name: 'One fewer' }))
    expect(screen.getByTestId('item-count')).toHaveTextContent('You have 0 items')
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled()
  })

  it('has one plural form in Chinese', async () => {
    await renderAt('zh')
    expect(screen.getByTestId('welcome-message')).toHaveTextContent('欢迎你，小明！')
    expect(screen.getByTestId('item-count')).toHaveTextContent('你有 1 个项目')
    fireEvent.click(screen.getByRole('button', { name: '增加一个' }))
    expect(screen.getByTestId('item-count')).toHaveTextContent('你有 2 个项目')
  })
})
