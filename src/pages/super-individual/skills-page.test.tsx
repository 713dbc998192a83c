import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'
import { individualSchema } from './individual-content'
import { inOrder } from '@/components/section/in-order'
import { skillPhaseIds } from './individual-links'

const skills = (language: 'zh' | 'en') => individualSchema.parse(allResources[language].individual).skills

describe('/super-individual/skills', { timeout: 20_000 }, () => {
  it('shows the three skill groups, recommended courses and practice tools', async () => {
    await renderApp('/super-individual/skills', { language: 'en' })
    const content = skills('en')
    expect(
      await screen.findByRole('heading', { level: 1, name: content.hero.title }, PAGE_LOAD),
    ).toBeInTheDocument()
    for (const group of Object.values(content.groups.items))
      expect(screen.getByRole('heading', { level: 3, name: group.title })).toBeInTheDocument()
    for (const resource of [...content.courses.items, ...content.tools.items]) {
      const link = screen
        .getAllByRole('link', { name: new RegExp(resource.label) })
        .find((item) => item.getAttribute('href') === resource.url)
      expect(link, resource.label).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('has four phases, 0-3 to 9-12 months, with only the first open', async () => {
    await renderApp('/super-individual/skills', { language: 'zh' })
    const content = skills('zh')
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    const buttons = inOrder(skillPhaseIds, content.phases.items).map((phase) =>
      screen.getByRole('button', { name: new RegExp(phase.title) }),
    )
    for (const [index, months] of ['0-3', '3-6', '6-9', '9-12'].entries()) {
      expect(buttons[index]).toHaveAccessibleName(expect.stringContaining(`${months} 个月`))
    }
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ])
    expect(document.getElementById(buttons[0].getAttribute('aria-controls') ?? '')).toBeVisible()
  })

  it('labels the 60/30/10 bars as a suggested split of effort, not as progress', async () => {
    await renderApp('/super-individual/skills', { language: 'en' })
    const content = skills('en')
    const panel = await screen.findByRole('region', { name: content.split.title }, PAGE_LOAD)
    const meters = within(panel).getAllByRole('meter')
    expect(
      meters.map((meter) => [meter.getAttribute('aria-valuenow'), meter.getAttribute('aria-valuetext')]),
    ).toEqual([
      ['60', '60%'],
      ['30', '30%'],
      ['10', '10%'],
    ])
    expect(within(panel).getByRole('meter', { name: 'Technical skills' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    )
    expect(within(panel).getByRole('meter', { name: 'Product skills' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    )
    expect(within(panel).getByRole('meter', { name: 'Marketing skills' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    )
    expect(within(panel).getByRole('figure', { name: content.split.caption })).toBeInTheDocument()
    expect(within(panel).getByText(/not your progress/)).toBeInTheDocument()
    expect(within(panel).queryAllByRole('progressbar')).toHaveLength(0)
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/products-tech', '/en/super-individual/products', '/en/super-individual/market'])
  })
})
