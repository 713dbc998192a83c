import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createLocationProbe } from '@/test/location-probe'
import { renderWithI18n } from '@/test/render-app'
import { PageLink, PageRedirect, usePageNavigate } from './page-link'

function NavigateButton() {
  const navigate = usePageNavigate()
  return (
    <button type="button" onClick={() => navigate({ to: '/profile', search: '?tab=1' })}>
      go
    </button>
  )
}

function renderAt(path: string, language: 'zh' | 'en') {
  const { LocationProbe, currentLocation } = createLocationProbe()
  const home = (
    <>
      <PageLink to="/marketing/research/seo" hash="#section-2">
        seo
      </PageLink>
      <NavigateButton />
    </>
  )
  const view = renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={home} />
        <Route path="/en/marketing/domestic" element={<PageRedirect to="/marketing" />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    language,
  )
  return { currentLocation, view }
}

describe('localized paths', { timeout: 20_000 }, () => {
  it('links, navigates and redirects to the page in the language shown', async () => {
    const { currentLocation, view } = renderAt('/', 'en')
    await view
    expect(screen.getByRole('link', { name: 'seo' })).toHaveAttribute(
      'href',
      '/en/marketing/research/seo#section-2',
    )
    await userEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(currentLocation()).toMatchObject({ pathname: '/en/profile', search: '?tab=1' })
    const redirected = renderAt('/en/marketing/domestic', 'en')
    await redirected.view
    await vi.waitFor(() => expect(redirected.currentLocation().pathname).toBe('/en/marketing'))
  })
})
