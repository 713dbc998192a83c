import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'
import { individualSchema } from './individual-content'
import { stageIds } from './individual-links'

const overview = (language: 'zh' | 'en') => individualSchema.parse(allResources[language].individual).overview

describe('/super-individual', { timeout: 20_000 }, () => {
  it('shows what a super individual is, the advantages, the success path and the four stages', async () => {
    await renderApp('/super-individual', { language: 'en' })
    const content = overview('en')
    expect(
      await screen.findByRole('heading', { level: 1, name: content.hero.title }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    for (const title of [
      content.what.title,
      content.advantages.title,
      content.path.title,
      content.stages.title,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
    }
    for (const item of Object.values(content.advantages.items))
      expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument()
    for (const step of content.path.steps) expect(screen.getByText(step.title)).toBeInTheDocument()

    const stageButtons = Object.values(content.stages.items).map((stage) =>
      screen.getByRole('button', { name: new RegExp(stage.title) }),
    )
    expect(stageButtons).toHaveLength(4)
    for (const button of stageButtons) expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens and closes a stage, which then links to its guides', async () => {
    const user = userEvent.setup()
    await renderApp('/super-individual', { language: 'zh' })
    const stage = overview('zh').stages.items[stageIds[0]]
    const button = await screen.findByRole('button', { name: new RegExp(stage.title) }, PAGE_LOAD)
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    expect(within(panel as HTMLElement).getByRole('link', { name: '技能指南' })).toHaveAttribute(
      'href',
      '/super-individual/skills',
    )
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
