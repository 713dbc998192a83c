import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'
import { toolsSchema } from './tools-content'
import { faqIds } from './tools-links'

const tools = (language: 'zh' | 'en') => toolsSchema.parse(allResources[language].tools)

describe('/tools-services', { timeout: 20_000 }, () => {
  it('shows online tools, overseas cash flow, overseas services and the four-step service flow', async () => {
    await renderApp('/tools-services', { language: 'en' })
    const content = tools('en')
    expect(
      await screen.findByRole('heading', { level: 1, name: content.hero.title }, PAGE_LOAD),
    ).toBeInTheDocument()
    for (const title of [
      content.online.title,
      content.cashflow.title,
      content.services.title,
      content.flow.title,
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument()
    }
    const flow = screen.getByRole('region', { name: content.flow.title })
    expect(
      within(flow)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Consultation', 'Design', 'Execution', 'Follow-up'])
    expect(screen.getByRole('link', { name: /ICP filing/ })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    )
  })

  it('opens with the playbooks, each card linking to its guide', async () => {
    await renderApp('/tools-services', { language: 'en' })
    const content = tools('en')
    const playbooks = await screen.findByRole('region', { name: content.playbooks.title }, PAGE_LOAD)
    // Ahead of the online tools, which opened the page before.
    const online = screen.getByRole('region', { name: content.online.title })
    expect(playbooks.compareDocumentPosition(online) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      within(playbooks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/tools-services/playbooks/paid-from-abroad',
      '/en/tools-services/playbooks/first-sale-china',
    ])
    expect(
      within(playbooks).getByRole('heading', { name: content.playbooks.items['first-sale-china'].title }),
    ).toBeInTheDocument()
  })

  it('has a contact panel that invents no handles and a "try now" that opens the first tools guide', async () => {
    await renderApp('/tools-services', { language: 'zh' })
    const content = tools('zh')
    const contact = await screen.findByRole('region', { name: content.contact.title }, PAGE_LOAD)
    expect(within(contact).getAllByText('尚未公布')).toHaveLength(4)
    const tryNow = screen.getAllByRole('link', { name: /立即体验/ })
    expect(tryNow.length).toBeGreaterThanOrEqual(1)
    for (const link of tryNow) expect(link).toHaveAttribute('href', '/tools-services/online/dev-tools')
  })

  it('opens and closes the frequently asked questions', async () => {
    const user = userEvent.setup()
    await renderApp('/tools-services', { language: 'en' })
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    const question = tools('en').faq.items[faqIds[0]]
    const button = screen.getByRole('button', { name: question.question })
    await user.click(button)
    expect(screen.getByText(question.answer[0])).toBeVisible()
    await user.click(button)
    expect(screen.getByText(question.answer[0])).not.toBeVisible()
  })
})
