import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { ReadingYear } from './reading-year'

const minutes = (count: number) => count * 60
// Three 5-minute days up to yesterday, a short today, and a longer run in the spring.
const days = {
  '2026-03-02': minutes(40),
  '2026-03-03': minutes(20),
  '2026-03-04': minutes(10),
  '2026-03-05': minutes(6),
  '2026-11-02': minutes(14),
  '2026-11-03': minutes(14),
  '2026-11-04': minutes(5),
  '2026-11-05': minutes(3),
}

beforeEach(() => {
  // 22:30 on the 5th in New York, already the 6th in UTC: the reader's zone decides what today is.
  vi.stubEnv('TZ', 'America/New_York')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-06T03:30:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const grid = () => screen.getByRole('grid')

describe('ReadingYear', () => {
  it("shows today's minutes and the streaks of the reader's own days", async () => {
    await renderWithI18n(<ReadingYear days={days} />, 'en')
    expect(screen.getByTestId('minutes-today')).toHaveTextContent('Today: 3 min')
    expect(screen.getByTestId('current-streak')).toHaveTextContent('Current streak: 3 days')
    expect(screen.getByTestId('longest-streak')).toHaveTextContent('Longest this year: 4 days')
    expect(screen.getByText(/days follow your time zone \(America\/New_York\)/)).toBeInTheDocument()
  })

  it('names every day of the year in the calendar, and lets only today take the focus at first', async () => {
    await renderWithI18n(<ReadingYear days={days} />, 'en')
    expect(grid()).toHaveAccessibleName('Minutes read per day, 2025-11-06 to 2026-11-05')
    expect(grid()).toHaveAccessibleDescription(/up and down move a day, left and right a week/)
    const named = within(grid())
      .getAllByRole('gridcell')
      .filter((cell) => cell.dataset.day)
    expect(named).toHaveLength(365)
    expect(within(grid()).getByRole('gridcell', { name: '2026-11-03: 14 minutes' })).toHaveAttribute(
      'data-level',
      '2',
    )
    expect(within(grid()).getByRole('gridcell', { name: '2026-03-02: 40 minutes' })).toHaveAttribute(
      'data-level',
      '4',
    )
    expect(within(grid()).getByRole('gridcell', { name: '2026-11-01: 0 minutes' })).toHaveAttribute(
      'data-level',
      '0',
    )
    const focusable = named.filter((cell) => cell.tabIndex === 0)
    expect(focusable.map((cell) => cell.dataset.day)).toEqual(['2026-11-05'])
    expect(focusable[0]).toHaveAttribute('aria-current', 'date')
  })

  it('moves the focus a day with up and down and a week with left and right', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<ReadingYear days={days} />, 'en')
    await user.tab()
    await user.tab()
    expect(document.activeElement).toHaveAccessibleName('2026-11-05: 3 minutes')
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toHaveAccessibleName('2026-11-04: 5 minutes')
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toHaveAccessibleName('2026-10-28: 0 minutes')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    // A week after the 4th is past today: the focus stops at today.
    expect(document.activeElement).toHaveAccessibleName('2026-11-05: 3 minutes')
    await user.keyboard('{Home}')
    expect(document.activeElement).toHaveAccessibleName('2025-11-06: 0 minutes')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAccessibleName('2025-11-07: 0 minutes')
    // One day is in the tab order at a time, so Tab leaves the calendar.
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1)
  })

  it('switches to a table of the days read, newest first, in Chinese too', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<ReadingYear days={days} />, 'zh')
    expect(screen.getByTestId('minutes-today')).toHaveTextContent('今天：3 分钟')
    expect(screen.getByTestId('current-streak')).toHaveTextContent('当前连续 3 天')
    expect(within(grid()).getByRole('gridcell', { name: '2026-11-03：14 分钟' })).toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: '以表格显示' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('grid')).toBeNull()
    const table = screen.getByRole('table', { name: '每天阅读分钟数，2025-11-06 至 2026-11-05' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual([
      '2026-11-053',
      '2026-11-045',
      '2026-11-0314',
      '2026-11-0214',
      '2026-03-056',
      '2026-03-0410',
      '2026-03-0320',
      '2026-03-0240',
    ])
    await user.click(toggle)
    expect(grid()).toBeInTheDocument()
  })

  it('says so when the year holds no reading', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<ReadingYear days={{}} />, 'en')
    expect(screen.getByTestId('current-streak')).toHaveTextContent('Current streak: 0 days')
    await user.click(screen.getByRole('button', { name: 'Show as a table' }))
    expect(screen.getByText(/No reading in the past year yet/)).toBeInTheDocument()
  })
})
