import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { ArticleBlockView } from './article-block'
import { ChangeLog } from './change-log'

const source = { label: 'App Review Guidelines 3.1.1', url: 'https://example.com/guidelines#3.1.1', primary: true }

describe('article blocks', () => {
  it('shows a fact with its month and a link to its source', async () => {
    await renderWithI18n(
      <ArticleBlockView block={{ type: 'fact', text: 'Fee: 99 USD.', asOf: '2026-11', source }} />,
      'en',
    )
    expect(screen.getByText('Fee: 99 USD.')).toBeInTheDocument()
    expect(screen.getByText(/As of November 2026/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /App Review Guidelines 3\.1\.1/ })).toHaveAttribute(
      'href',
      source.url,
    )
  })

  it('shows an unverified fact as "to be confirmed", with no link', async () => {
    await renderWithI18n(
      <ArticleBlockView block={{ type: 'fact', text: '审核约一天。', unverified: true }} />,
      'zh',
    )
    expect(screen.getByText('待核实')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('renders a table with its caption, column headers and row headers', async () => {
    await renderWithI18n(
      <ArticleBlockView
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
      <ArticleBlockView block={{ type: 'callout', tone: 'warning', text: 'Keep keys out of git.' }} />,
      'en',
    )
    expect(screen.getByText('Warning:')).toBeInTheDocument()
  })

  it('lists the change log newest first', async () => {
    await renderWithI18n(
      <ChangeLog
        entries={[
          { date: '2026-11-22', kind: 'reader', text: 'First published.' },
          { date: '2026-11-23', kind: 'reader', text: 'Added fees.' },
        ]}
      />,
      'en',
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'November 23, 2026Added fees.',
      'November 22, 2026First published.',
    ])
  })
})
