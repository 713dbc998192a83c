import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { routesUnder } from '@/routes/route-table'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'
import { marketingSchema } from './marketing-content'

const groupLabel = (path: string) =>
  (allResources.en.navigation as { groups: Record<string, string> }).groups[path]

const marketing = (language: 'zh' | 'en') => marketingSchema.parse(allResources[language].marketing)

describe('/marketing', { timeout: 20_000 }, () => {
  it('maps domestic and overseas markets, each with B2B and B2C and their guides', async () => {
    await renderApp('/marketing', { language: 'zh' })
    expect(
      await screen.findByRole('heading', { level: 1, name: marketing('zh').hero.title }, PAGE_LOAD),
    ).toBeInTheDocument()
    const domestic = screen.getByRole('article', { name: '国内市场' })
    const overseas = screen.getByRole('article', { name: '海外市场' })
    for (const market of [domestic, overseas]) {
      expect(within(market).getByRole('region', { name: /B2B/ })).toBeInTheDocument()
      expect(within(market).getByRole('region', { name: /B2C/ })).toBeInTheDocument()
    }
    const domesticB2b = within(domestic).getByRole('region', { name: /B2B/ })
    expect(within(domesticB2b).getByText('开源社区')).toBeInTheDocument()
    expect(within(domesticB2b).getByText('企业服务')).toBeInTheDocument()
    expect(
      within(domesticB2b)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/marketing/domestic/b2b/app-stores',
      '/marketing/domestic/b2b/mini-programs',
      '/marketing/domestic/b2b/open-source',
    ])
    const overseasB2c = within(overseas).getByRole('region', { name: /B2C/ })
    expect(within(overseasB2c).getByText('Google 推广', { selector: 'dt' })).toBeInTheDocument()
    expect(within(overseasB2c).getByText('社交媒体营销')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: marketing('zh').differences.title })).toBeInTheDocument()
  })

  it('has collapsible research, domestic and overseas topics, grouped links inside', async () => {
    const user = userEvent.setup()
    await renderApp('/marketing', { language: 'en' })
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    const buttons = ['Market research', 'Domestic channel operation', 'Overseas expansion'].map((name) =>
      screen.getByRole('button', { name }),
    )
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(buttons[1])
    const panel = document.getElementById(buttons[1].getAttribute('aria-controls') ?? '') as HTMLElement
    expect(panel).toBeVisible()
    // The domestic guides, then the playbook that joins them into a first sale.
    expect(within(panel).getAllByRole('link')).toHaveLength(routesUnder('/marketing/domestic').length + 1)
    expect(
      within(panel).getByRole('list', { name: new RegExp(groupLabel('/marketing/domestic/b2c')) }),
    ).toBeInTheDocument()
    const playbooks = within(panel).getByRole('list', {
      name: new RegExp(groupLabel('/tools-services/playbooks')),
    })
    expect(within(playbooks).getByRole('link')).toHaveAttribute(
      'href',
      '/en/tools-services/playbooks/first-sale-china',
    )
  })
})
