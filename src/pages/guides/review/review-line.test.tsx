import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { ReviewLine } from './review-line'
import { reviewSourcesNamespace } from './review-sources'

const review = { claims: 28, sources: 19, official: 11, reviewed: '2026-12-14', current: true }
const sources = [
  {
    title: 'Google Ads Help: Character limits',
    url: 'https://support.google.com/google-ads/answer/1704389',
    official: true,
    shows: '2026-11',
    read: '2026-12-14',
  },
  {
    title: 'A reseller’s guide',
    url: 'https://example.com/guide',
    official: false,
    shows: 'undated',
    read: '2026-12-14',
  },
]

describe('the review line', () => {
  it('says what was checked in one run of text, and opens the sources with their dates', async () => {
    const user = userEvent.setup()
    const { i18n } = await renderWithI18n(
      <ReviewLine articleId="marketing/overseas-b2c-google" review={review} />,
      'en',
    )
    const line = screen.getByRole('button', {
      name: '28 claims checked against 19 sources (11 official) on 2026-12-14',
    })
    expect(line.childNodes).toHaveLength(1)
    expect(line).toHaveAttribute('aria-expanded', 'false')
    i18n.addResourceBundle('en', reviewSourcesNamespace('marketing/overseas-b2c-google'), { sources })
    await user.click(line)
    expect(line).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(line.getAttribute('aria-controls')!)!
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '2 sources checked, each with the date it shows and the day it was read:',
      ),
    )
    const items = [...list.querySelectorAll('li')].map((item) => item.textContent)
    expect(items).toEqual([
      'Google Ads Help: Character limits(opens in a new tab) official · dated 2026-11, read 2026-12-14',
      'A reseller’s guide(opens in a new tab) secondary · undated, read 2026-12-14',
    ])
    expect(screen.getByRole('link', { name: /Character limits/ })).toHaveAttribute('href', sources[0]!.url)
    await user.keyboard('{Enter}')
    expect(line).toHaveAttribute('aria-expanded', 'false')
  })

  it('says so when the guide changed after its review, in Chinese too', async () => {
    await renderWithI18n(
      <ReviewLine articleId="marketing/overseas-b2c-google" review={{ ...review, current: false }} />,
      'zh',
    )
    expect(screen.getByRole('button')).toHaveTextContent(
      '2026-12-14 核对了 28 条说法，对照 19 个来源（其中 11 个官方）',
    )
    expect(screen.getByTestId('review-line')).toHaveTextContent('（此后本指南有改动）')
  })

  it('offers to try again when the list cannot be loaded', async () => {
    const user = userEvent.setup()
    await renderWithI18n(<ReviewLine articleId="marketing/none" review={review} />, 'en')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('The list of sources could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('opens the list for printing', async () => {
    await renderWithI18n(<ReviewLine articleId="marketing/overseas-b2c-google" review={review} />, 'en')
    window.dispatchEvent(new Event('beforeprint'))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /28 claims/ })).toHaveAttribute('aria-expanded', 'true'),
    )
  })
})
