import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { FreshnessNotices } from './freshness-notices'

const buildDate = '2027-12-01'
const checked = (date: string) => ({ date, fromSources: true })

async function renderNotices(
  props: Parameters<typeof FreshnessNotices>[0],
  language = 'en',
  path = '/en/marketing/research/seo',
) {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <FreshnessNotices {...props} />
    </MemoryRouter>,
    language,
  )
}

describe('the stale notice, with the build date fixed at 2027-12-01', () => {
  it('shows when the newest check is more than 12 months older than the build', async () => {
    await renderNotices({ lastChecked: checked('2026-11-30'), buildDate })
    expect(screen.getByTestId('stale-notice')).toHaveTextContent(
      "This guide's sources were last checked on November 30, 2026, more than a year ago.",
    )
  })

  it('does not show at 12 months or less', async () => {
    await renderNotices({ lastChecked: checked('2026-12-01'), buildDate })
    expect(screen.queryByTestId('stale-notice')).toBeNull()
    await renderNotices({ lastChecked: checked('2027-06-01'), buildDate })
    expect(screen.queryByTestId('stale-notice')).toBeNull()
  })

  it('speaks Chinese on a Chinese page', async () => {
    await renderNotices({ lastChecked: checked('2025-01-15'), buildDate }, 'zh', '/marketing/research/seo')
    expect(screen.getByTestId('stale-notice')).toHaveTextContent(
      '本指南的资料最后一次核对是在 2025年1月15日，距今已超过一年。',
    )
  })

  it('says the sources were never re-checked when the date is the last review', async () => {
    await renderNotices({ lastChecked: { date: '2026-11-25', fromSources: false }, buildDate })
    expect(screen.getByTestId('stale-notice')).toHaveTextContent(
      'This guide was last reviewed on November 25, 2026, more than a year ago, and its sources have not been re-checked.',
    )
  })
})

describe('the translation notice', () => {
  const lead = { leader: 'zh', since: '2027-11-20', updated: '2027-12-03' } as const

  it('names the leading language, its update day and links to its version', async () => {
    await renderNotices({ lastChecked: checked('2027-11-20'), buildDate, lead })
    const notice = screen.getByTestId('translation-notice')
    expect(notice).toHaveTextContent(
      'The Chinese version was updated on Dec 3, 2027; this page may be behind.',
    )
    expect(screen.getByRole('link', { name: 'Read the Chinese version' })).toHaveAttribute(
      'href',
      '/marketing/research/seo',
    )
  })

  it('shows nothing without a lead', async () => {
    await renderNotices({ lastChecked: checked('2027-11-20'), buildDate })
    expect(screen.queryByTestId('translation-notice')).toBeNull()
    expect(screen.queryByRole('note')).toBeNull()
  })
})
