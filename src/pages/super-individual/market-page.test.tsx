import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'

const title = (path: string) =>
  (allResources.en.navigation as { titles: Record<string, string> }).titles[path]

describe('/super-individual/market', { timeout: 20_000 }, () => {
  it('covers user acquisition, partners, revenue models and internationalisation', async () => {
    await renderApp('/super-individual/market', { language: 'en' })
    expect(
      await screen.findByRole('heading', { level: 1, name: /Market expansion/ }, PAGE_LOAD),
    ).toBeInTheDocument()
    const areas = ['User acquisition', 'Partners', 'Revenue models', 'Internationalisation']
    for (const name of areas) expect(screen.getByRole('region', { name })).toBeInTheDocument()
    for (const model of ['Subscription', 'One-off purchase', 'Usage-based pricing', 'Freemium']) {
      expect(screen.getByRole('heading', { level: 3, name: model })).toBeInTheDocument()
    }
    expect(
      screen.getAllByRole('link', { name: title('/tools-services/cashflow/company') })[0],
    ).toHaveAttribute('href', '/en/tools-services/cashflow/company')
  })
})
