import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { guideCountIn } from '@/test/guide-counts'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'
import { productsSchema } from './products-content'
import { inOrder } from '@/components/section/in-order'
import { deepDiveIds } from './products-links'

const products = (language: 'zh' | 'en') => productsSchema.parse(allResources[language].products)
const titles = (language: 'zh' | 'en') =>
  (allResources[language].navigation as { titles: Record<string, string> }).titles

describe('/products-tech', { timeout: 20_000 }, () => {
  it('has three topic cards that lead into their sidebar groups', async () => {
    await renderApp('/products-tech', { language: 'en' })
    const content = products('en')
    expect(
      await screen.findByRole('heading', { level: 1, name: content.hero.title }, PAGE_LOAD),
    ).toBeInTheDocument()
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'AI basics',
      'Programming',
      'Cloud development',
    ])
    expect(
      within(cards[0]).getByRole('link', { name: titles('en')['/products-tech/ai/prompts'] }),
    ).toHaveAttribute('href', '/en/products-tech/ai/prompts')
    expect(within(cards[0]).getByRole('list', { name: content.topics.chipsLabel })).toHaveTextContent(
      'Computer vision',
    )
    expect(within(cards[1]).getByRole('list', { name: content.topics.chipsLabel })).toHaveTextContent(
      'Testing',
    )
    expect(
      within(cards[2]).getByRole('link', { name: titles('en')['/products-tech/docker/vercel'] }),
    ).toHaveAttribute('href', '/en/products-tech/docker/vercel')
  })

  it('has three collapsible deep dives that open and close', async () => {
    const user = userEvent.setup()
    await renderApp('/products-tech', { language: 'zh' })
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    const buttons = inOrder(deepDiveIds, products('zh').deepDives.items).map((item) =>
      screen.getByRole('button', { name: item.title }),
    )
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false'])
    await user.click(buttons[2])
    const panel = document.getElementById(buttons[2].getAttribute('aria-controls') ?? '') as HTMLElement
    expect(panel).toBeVisible()
    expect(
      within(panel).getByRole('link', { name: titles('zh')['/products-tech/automation/automa'] }),
    ).toBeInTheDocument()
    await user.click(buttons[2])
    expect(panel).not.toBeVisible()
  })

  it('has the tech support and learning path panels', async () => {
    await renderApp('/products-tech', { language: 'en' })
    const content = products('en')
    const support = await screen.findByRole('region', { name: content.support.title }, PAGE_LOAD)
    expect(within(support).getByText(/does not offer one-to-one/)).toBeInTheDocument()
    expect(within(support).getByRole('link', { name: /Stack Overflow/ })).toHaveAttribute(
      'href',
      'https://stackoverflow.com/',
    )
    const path = screen.getByRole('region', { name: content.learningPath.title })
    const links = within(path)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links[0]).toBe('/en/products-tech/ai/prompts')
    expect(new Set(links).size).toBe(guideCountIn('products-tech'))
  })
})
