import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { SectionNamespaceGate } from './section-namespace-gate'

describe('SectionNamespaceGate', () => {
  it('renders the page once its namespace is there', async () => {
    await renderWithI18n(
      <SectionNamespaceGate namespace="tools">
        <p>page body</p>
      </SectionNamespaceGate>,
      'en',
    )
    expect(screen.getByText('page body')).toBeInTheDocument()
  })

  it('offers a retry instead of rendering missing content', async () => {
    const { i18n, rerender } = await renderWithI18n(<p>placeholder</p>, 'en')
    i18n.removeResourceBundle('en', 'tools')
    rerender(
      <SectionNamespaceGate namespace="tools">
        <p>page body</p>
      </SectionNamespaceGate>,
    )
    expect(screen.queryByText('page body')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'This guide could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })
})
