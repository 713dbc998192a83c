import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

// The site header comes first; the page header inside <main> may also count as a banner in jsdom.
const header = () => screen.getAllByRole('banner')[0]
const headerButton = (name: RegExp) => within(header()).getAllByRole('button', { name })[0]

describe('i18n demo page', () => {
  it('shows the language, the formats and the feature cards in Chinese', async () => {
    await renderApp('/i18n-demo', { language: 'zh' })
    expect(await screen.findByRole('heading', { level: 1, name: '多语言演示' })).toBeInTheDocument()
    expect(screen.getByTestId('current-flag').querySelector('svg')).toHaveAttribute('data-flag', '🇨🇳')
    expect(screen.getByTestId('current-name')).toHaveTextContent('中文')
    expect(screen.getByTestId('current-code')).toHaveTextContent('zh')
    expect(screen.getByTestId('price')).toHaveTextContent('¥9,999.00')
    expect(screen.getByText('币种：CNY')).toBeInTheDocument()
    expect(screen.getByTestId('discount')).toHaveTextContent('20%')
    expect(screen.getByTestId('last-updated')).toHaveTextContent('2小时前')
    expect(screen.getByTestId('last-update').textContent).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/)
    const features = screen
      .getByRole('heading', { level: 2, name: '功能一览' })
      .closest('section') as HTMLElement
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('shows the threshold table with every boundary', async () => {
    await renderApp('/i18n-demo', { language: 'en' })
    const table = await screen.findByTestId('thresholds')
    const shown = within(table)
      .getAllByTestId('threshold-sample')
      .map((sample) => [sample.querySelector('dt')?.textContent, sample.querySelector('dd')?.textContent])
    expect(shown).toEqual([
      ['59 seconds', '59 seconds ago'],
      ['60 seconds', '1 minute ago'],
      ['59 minutes', '59 minutes ago'],
      ['60 minutes', '1 hour ago'],
      ['23 hours', '23 hours ago'],
      ['24 hours', '1 day ago'],
      ['29 days', '29 days ago'],
      ['30 days', '1 month ago'],
      ['364 days', '12 months ago'],
      ['365 days', '1 year ago'],
    ])
  })

  it('keeps every switcher and the header in sync, and the formats follow the language', async () => {
    const { i18n } = await renderApp('/i18n-demo', { language: 'zh' })
    await screen.findByRole('heading', { level: 1, name: '多语言演示' })

    // Widget 1: the button group.
    const buttons = screen.getByTestId('switcher-buttons')
    expect(within(buttons).getByRole('button', { name: /中文/ })).toBeDisabled()
    await act(async () => fireEvent.click(within(buttons).getByRole('button', { name: /English/ })))
    expect(i18n.language).toBe('en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Language demo' })).toBeInTheDocument()
    expect(screen.getByTestId('price')).toHaveTextContent('$9,999.00')
    expect(screen.getByTestId('current-code')).toHaveTextContent('en')
    expect(screen.getByTestId('current-flag').querySelector('svg')).toHaveAttribute('data-flag', '🇺🇸')
    expect(headerButton(/^EN \(current language: English\)$/)).toBeDisabled()
    expect(screen.getByTestId('switcher-select')).toHaveValue('en')
    expect(screen.getByRole('button', { name: 'Switch to English' })).toBeDisabled()
    expect(screen.getByTestId('switcher-toggle')).toHaveAccessibleName('zh en Switch to 中文')

    // Widget 2: the select.
    await act(async () =>
      fireEvent.change(screen.getByTestId('switcher-select'), { target: { value: 'zh' } }),
    )
    expect(i18n.language).toBe('zh')
    expect(screen.getByTestId('price')).toHaveTextContent('¥9,999.00')
    expect(headerButton(/^中文 （当前语言：中文）$/)).toBeDisabled()

    // Widget 3: the compact toggle.
    await act(async () => fireEvent.click(screen.getByTestId('switcher-toggle')))
    expect(i18n.language).toBe('en')
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 2 hours ago')

    // The two quick buttons.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Chinese' })))
    expect(i18n.language).toBe('zh')
    expect(screen.getByRole('button', { name: '切换到中文' })).toBeDisabled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '切换到英文' })))
    expect(i18n.language).toBe('en')

    // And the header's switcher moves every widget on the page.
    await act(async () => fireEvent.click(headerButton(/^中文 \(switch to 中文\)$/)))
    expect(i18n.language).toBe('zh')
    expect(within(buttons).getByRole('button', { name: /中文/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('switcher-select')).toHaveValue('zh')
  })
})
