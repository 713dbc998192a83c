import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('404 page', () => {
  it('shows the texts, links home and logs the attempted path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderApp('/no/such/page', { language: 'en' })
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/en/no/such/page')
  })

  it('is not shown for group paths, which redirect to their section', async () => {
    const { currentLocation } = await renderApp('/marketing/domestic/b2b')
    await waitFor(() => expect(currentLocation().pathname).toBe('/marketing'))
  })

  it('is not shown for a trailing slash', async () => {
    await renderApp('/dify-editor/', { language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Dify Editor' })).toBeInTheDocument()
  })
})
