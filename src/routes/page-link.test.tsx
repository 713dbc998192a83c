import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
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
      { path: '/en/marketing/domestic', element: <PageRedirect to="/marketing" /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  )
  return { router, view: renderWithI18n(<RouterProvider router={router} />, language) }
}

describe('localized paths', { timeout: 20_000 }, () => {
  it('links, navigates and redirects to the page in the language shown', async () => {
    const { router, view } = renderAt('/', 'en')
    await view
    expect(screen.getByRole('link', { name: 'seo' })).toHaveAttribute('href', '/en/marketing/research/seo#section-2')
    await userEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(router.state.location).toMatchObject({ pathname: '/en/profile', search: '?tab=1' })
    await router.navigate('/en/marketing/domestic')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/marketing'))
  })
})
