import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { allResources } from '@/test/test-i18n'
import { renderWithI18n } from '@/test/render-app'
import { growthSteps } from './growth-steps'
import { homeContent } from '@/test/home-content'
import { KnowledgeMap } from './knowledge-map'

const renderMap = (language = 'en') =>
  renderWithI18n(
    <MemoryRouter>
      <KnowledgeMap steps={homeContent(language).growthPath.steps} />
    </MemoryRouter>,
    language,
  )
const node = (number: number) => screen.getByTestId(`growth-node-${number}`)
const stepButton = (number: number) => within(node(number)).getAllByRole('button')[0]
const openDetails = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'))

describe('KnowledgeMap', () => {
  it('shows five numbered steps joined by four dashed links', async () => {
    const { container } = await renderMap()
    for (let number = 1; number <= 5; number++) expect(stepButton(number)).toHaveTextContent(String(number))
    const links = container.querySelectorAll('[data-growth-link]')
    expect(links).toHaveLength(4)
    links.forEach((link) => {
      expect(link).toHaveAttribute('aria-hidden', 'true')
      expect(link).toHaveClass('border-dashed')
    })
  })

  it('shows no details until a step is hovered, focused or tapped', async () => {
    await renderMap()
    expect(openDetails()).toEqual([])
    for (let number = 1; number <= 5; number++)
      expect(stepButton(number)).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows details on mouse hover, one step at a time', async () => {
    await renderMap()
    fireEvent.pointerEnter(node(2), { pointerType: 'mouse' })
    expect(stepButton(2)).toHaveAttribute('aria-expanded', 'true')
    expect(openDetails()).toEqual(['/en/super-individual/products'])
    fireEvent.pointerEnter(node(4), { pointerType: 'mouse' })
    expect(stepButton(2)).toHaveAttribute('aria-expanded', 'false')
    expect(openDetails()).toEqual(['/en/marketing'])
  })

  it('closes when the mouse leaves the map', async () => {
    await renderMap()
    fireEvent.pointerEnter(node(1), { pointerType: 'mouse' })
    fireEvent.pointerLeave(screen.getByTestId('growth-map'), { pointerType: 'mouse' })
    expect(openDetails()).toEqual([])
  })

  it('shows details on keyboard focus and closes on Escape', async () => {
    await renderMap()
    fireEvent.focus(stepButton(3))
    expect(stepButton(3)).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(stepButton(3).getAttribute('aria-controls') ?? '')).toBeVisible()
    fireEvent.keyDown(stepButton(3), { key: 'Escape' })
    expect(openDetails()).toEqual([])
  })

  it('shows details on tap, which a touch pointer does not turn into a hover', async () => {
    await renderMap()
    fireEvent.pointerEnter(node(5), { pointerType: 'touch' })
    expect(openDetails()).toEqual([])
    fireEvent.click(stepButton(5))
    expect(openDetails()).toEqual(['/en/tools-services'])
    // A second tap keeps it open: the tap also focused it, and flickering shut would hide what was asked for.
    fireEvent.click(stepButton(5))
    expect(openDetails()).toEqual(['/en/tools-services'])
  })

  it('links every step to an existing guide page', async () => {
    await renderMap()
    for (const [index, step] of growthSteps.entries()) {
      fireEvent.click(stepButton(index + 1))
      expect(screen.getByRole('link', { name: new RegExp('^Open the guide') })).toHaveAttribute(
        'href',
        `/en${step.path}`,
      )
    }
  })

  it('has words for every step in both languages', () => {
    for (const language of ['zh', 'en']) {
      const steps = (
        allResources[language].home as { growthPath: { steps: Record<string, { details: string[] }> } }
      ).growthPath.steps
      expect(Object.keys(steps).sort()).toEqual(growthSteps.map((step) => step.id).sort())
      for (const step of Object.values(steps)) expect(step.details.length).toBeGreaterThan(0)
    }
  })

  it('reads in Chinese', async () => {
    await renderMap('zh')
    expect(screen.getByRole('heading', { level: 2, name: '五步成长路径' })).toBeInTheDocument()
    fireEvent.click(stepButton(1))
    expect(screen.getByRole('link', { name: /^阅读指南/ })).toHaveAttribute(
      'href',
      '/super-individual/skills',
    )
  })
})
