import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { ArticleSectionView } from './article-section'
import type { ArticleSection } from '@super-individual/content'

const section: ArticleSection = {
  id: 'section-1',
  heading: 'A US LLC step by step',
  paragraphs: ['Form it, then get its tax number.'],
  steps: [
    {
      id: 'get-ein',
      title: 'Get an EIN without an SSN',
      text: 'Fax Form SS-4.',
      cost: 'USD 0',
      duration: 'About 4 business days by fax',
      sources: [
        {
          label: 'IRS Publication 1635 (reprint)',
          url: 'https://example.org/p1635',
          primary: false,
          asOf: '2026-11',
          checked: '2026-11-26',
        },
      ],
      guide: '/tools-services/cashflow/company',
    },
  ],
}

describe('playbook steps', () => {
  it('show each step with its cost, duration, dated sources and a link to the deeper guide', async () => {
    await renderWithI18n(
      <MemoryRouter initialEntries={['/en/tools-services/playbooks/paid-from-abroad']}>
        <ArticleSectionView section={section} index={0} />
      </MemoryRouter>,
      'en',
    )
    const step = screen.getAllByRole('listitem')[0]
    expect(step).toHaveAttribute('id', 'step-get-ein')
    expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Step 1: Get an EIN without an SSN',
    )
    expect(within(step).getByText('Cost').nextElementSibling).toHaveTextContent('USD 0')
    expect(within(step).getByText('Time').nextElementSibling).toHaveTextContent(
      'About 4 business days by fax',
    )
    const source = within(step).getByRole('link', { name: /IRS Publication 1635/ })
    expect(source).toHaveAttribute('href', 'https://example.org/p1635')
    expect(within(step).getByText('secondary source')).toBeInTheDocument()
    expect(step).toHaveTextContent('As of November 2026, checked Nov 2026')
    expect(within(step).getByRole('link', { name: /Go deeper: / })).toHaveAttribute(
      'href',
      '/en/tools-services/cashflow/company',
    )
  })

  it('leave plain steps as the numbered list they were', async () => {
    const plain = { ...section, steps: [{ id: 'plain', title: 'Plain step', text: 'No details.' }] }
    await renderWithI18n(
      <MemoryRouter>
        <ArticleSectionView section={plain} index={0} />
      </MemoryRouter>,
      'en',
    )
    expect(screen.getByText('Plain step').tagName).toBe('P')
    expect(screen.queryByText('Cost')).not.toBeInTheDocument()
  })
})
