import { screen } from '@testing-library/react'
import { Wrench } from 'lucide-react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { SectionPage } from './section-page'

function Page() {
  return (
    <SectionPage namespace="tools" content="tools" icon={Wrench}>
      {(content) => ({ hero: content.hero, toc: { label: content.toc, items: [] }, main: <p>page body</p> })}
    </SectionPage>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('SectionPage', () => {
  it('renders a valid namespace: its hero and its parts', async () => {
    await renderWithI18n(<Page />, 'en')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Tools and services: what you need to build, get paid and go global',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('page body')).toBeInTheDocument()
  })

  it('offers a retry instead of rendering a namespace that is missing', async () => {
    const { i18n, rerender } = await renderWithI18n(<p>placeholder</p>, 'en')
    i18n.removeResourceBundle('en', 'tools')
    rerender(<Page />)
    expect(screen.queryByText('page body')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'This guide could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  it('shows the unavailable screen for a broken shape and names the failing key path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { i18n, rerender } = await renderWithI18n(<p>placeholder</p>, 'en')
    i18n.addResourceBundle('en', 'tools', { hero: { eyebrow: 'x', title: 42, intro: 'y' } }, true, true)
    rerender(<Page />)
    expect(screen.queryByText('page body')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/namespace "tools".*"hero\.title"/))
  })
})
