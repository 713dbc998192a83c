import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { absolutePageUrl, localizedPath } from './localized-path'
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
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <PageLink to="/marketing/research/seo" hash="#section-2">
              seo
            </PageLink>
            <NavigateButton />
          </>
        ),
      },
      { path: '/marketing/domestic', element: <PageRedirect to="/marketing" /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  )
  return { router, view: renderWithI18n(<RouterProvider router={router} />, language) }
}

describe('localized paths', { timeout: 20_000 }, () => {
  it('keeps both languages at the same path until English moves under /en', () => {
    expect(localizedPath('/', 'zh')).toBe('/')
    expect(localizedPath('/marketing/research/seo', 'en')).toBe('/marketing/research/seo')
    expect(absolutePageUrl('/auth/callback', 'en', 'http://localhost:5173')).toBe('http://localhost:5173/auth/callback')
  })

  it('links, navigates and redirects to the page in the language shown', async () => {
    const { router, view } = renderAt('/', 'en')
    await view
    expect(screen.getByRole('link', { name: 'seo' })).toHaveAttribute('href', '/marketing/research/seo#section-2')
    await userEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(router.state.location).toMatchObject({ pathname: '/profile', search: '?tab=1' })
    await router.navigate('/marketing/domestic')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/marketing'))
  })
})
