import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { ArticleBlockView } from './article-block'
import { ChangeLog } from './change-log'

const source = {
  label: 'App Review Guidelines 3.1.1',
  url: 'https://example.com/guidelines#3.1.1',
  primary: true,
}

describe('article blocks', () => {
  it('shows a fact with its month and a link to its source', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{ type: 'fact', text: 'Fee: 99 USD.', asOf: '2026-11', source }}
      />,
      'en',
    )
    expect(screen.getByText('Fee: 99 USD.')).toBeInTheDocument()
    expect(screen.getByText(/As of November 2026/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /App Review Guidelines 3\.1\.1/ })).toHaveAttribute(
      'href',
      source.url,
    )
  })

  it('quotes the statute article a shared fact stands on, citing its source', async () => {
    const quote = '第八条 有下列情形之一的，税务机关有权按照合理方法进行纳税调整。'
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{
          type: 'fact',
          ref: 'pit-law-8',
          text: 'Profits kept abroad can be taxed.',
          quote,
          asOf: '2026-11',
          source,
        }}
      />,
      'en',
    )
    const figure = screen.getByRole('figure', { name: 'The article’s text' })
    expect(figure).toHaveTextContent(quote)
    expect(figure.querySelector('blockquote')).toHaveAttribute('cite', source.url)
  })

  it('shows both dates of a re-read source in words, and marks a secondary source', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{
          type: 'fact',
          text: '费用 99 美元。',
          asOf: '2025-05',
          checked: '2026-11-20',
          source: { ...source, primary: false },
        }}
      />,
      'zh',
    )
    expect(screen.getByText(/数据截至 2025年5月，2026年11月核对/)).toBeInTheDocument()
    expect(screen.getByText('二手来源')).toBeInTheDocument()
  })

  it('says only the month a source states until it is re-read, and no mark for a primary source', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{ type: 'fact', text: 'Fee: 99 USD.', asOf: '2025-05', source }}
      />,
      'en',
    )
    expect(screen.getByText(/As of May 2025 ·/)).toBeInTheDocument()
    expect(screen.queryByText(/checked/)).toBeNull()
    expect(screen.queryByText('secondary source')).toBeNull()
  })

  it('renders a numbers table: a row per figure with its source and dates, scrolling in its own region', async () => {
    const row = (label: string, value: string, checked?: string) => ({
      label,
      value,
      source: { ...source, primary: label !== 'Ultra' },
      asOf: '2025-05',
      ...(checked ? { checked } : {}),
    })
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{
          type: 'numbers',
          caption: 'Plans',
          rows: [
            row('Pro', '20 USD a month', '2026-11-20'),
            row('Pro Plus', '60 USD a month'),
            row('Ultra', '200 USD'),
          ],
        }}
      />,
      'en',
    )
    expect(screen.getByRole('region', { name: 'Plans' })).toHaveAttribute('tabindex', '0')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Item',
      'Figure',
      'Source',
      'Dates',
    ])
    const cells = (name: string) =>
      screen.getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td')
    expect([...(cells('Pro') ?? [])].map((cell) => cell.textContent)).toEqual([
      '20 USD a month',
      expect.stringContaining('App Review Guidelines 3.1.1'),
      'As of May 2025, checked Nov 2026',
    ])
    expect(cells('Pro Plus')?.[2]?.textContent).toBe('As of May 2025')
    expect(cells('Ultra')?.[1]?.textContent).toContain('secondary source')
    expect(cells('Pro')?.[1]?.textContent).not.toContain('secondary source')
  })

  it('labels a template as a template, keeps its line breaks and names it on its copy button', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{ type: 'template', title: '欢迎语', text: '你好！\n回复 1 领取清单。' }}
      />,
      'zh',
    )
    expect(screen.getByText('模板')).toBeInTheDocument()
    expect(screen.getByText('欢迎语')).toBeInTheDocument()
    // The text keeps its line break (the default matcher would fold it into a space).
    expect(document.querySelector('pre')?.textContent).toBe('你好！\n回复 1 领取清单。')
    expect(screen.getByRole('button', { name: '复制模板“欢迎语”' })).toBeInTheDocument()
  })

  it('shows an unverified fact as "to be confirmed", with no link', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{ type: 'fact', text: '审核约一天。', unverified: true }}
      />,
      'zh',
    )
    expect(screen.getByText('待核实')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('renders a table with its caption, column headers and row headers', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{ type: 'table', caption: 'Fees', columns: ['Store', 'Fee'], rows: [['App Store', '99 USD']] }}
      />,
      'en',
    )
    expect(screen.getByRole('table', { name: 'Fees' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Fee' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'App Store' })).toBeInTheDocument()
  })

  it('names the tone of a callout in words', async () => {
    await renderWithI18n(
      <ArticleBlockView
        region="section-1/0"
        block={{ type: 'callout', tone: 'warning', text: 'Keep keys out of git.' }}
      />,
      'en',
    )
    expect(screen.getByText('Warning:')).toBeInTheDocument()
  })

  it('lists the change log newest first, without collating text, and links to every guide’s changes', async () => {
    const collations = vi.spyOn(String.prototype, 'localeCompare')
    await renderWithI18n(
      <MemoryRouter initialEntries={['/en/marketing/research/seo']}>
        <ChangeLog
          entries={[
            { date: '2026-11-22', kind: 'reader', text: 'First published.' },
            { date: '2026-11-23', kind: 'reader', text: 'Added fees.' },
          ]}
          sections={[]}
        />
      </MemoryRouter>,
      'en',
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'November 23, 2026Added fees.',
      'November 22, 2026First published.',
    ])
    expect(collations).not.toHaveBeenCalled()
    collations.mockRestore()
    expect(screen.getByRole('link', { name: 'What changed in every guide' })).toHaveAttribute(
      'href',
      '/en/changes',
    )
  })

  it('takes the reader from an entry to the section it names', async () => {
    await renderWithI18n(
      <MemoryRouter initialEntries={['/en/marketing/research/seo']}>
        <ChangeLog
          entries={[{ date: '2026-11-23', kind: 'reader', text: 'Updated the fees.', section: 'section-3' }]}
          sections={[{ id: 'section-3', heading: 'Fees' }]}
        />
      </MemoryRouter>,
      'en',
    )
    expect(screen.getByRole('link', { name: 'See “Fees”' })).toHaveAttribute('href', '#section-3')
    expect(screen.getByRole('listitem')).toHaveTextContent('Updated the fees. See “Fees”')
  })
})
