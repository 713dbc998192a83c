import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary } from '@/components/app-error-boundary'
import { renderWithI18n } from '@/test/render-app'
import { forgetFailedPages, lazyPage } from './lazy-page'

const loaded = { default: () => <p>loaded</p> }

describe('lazyPage', () => {
  it('renders a preloaded page at once, without its loading fallback', async () => {
    const Page = lazyPage(async () => loaded)
    await Page.preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('loaded')).toBeInTheDocument()
    expect(screen.queryByText('loading')).not.toBeInTheDocument()
  })

  it('shows the error screen when its code fails, and fetches it again on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    const Page = lazyPage(async () => {
      attempts++
      if (attempts === 1) throw new Error('offline')
      return loaded
    })
    await act(() =>
      renderWithI18n(
        <AppErrorBoundary onRetry={forgetFailedPages}>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </AppErrorBoundary>,
        'en',
      ),
    )
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    // Awaited act: the test renderer retries a suspended render only inside one.
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try Again' })))
    expect(await screen.findByText('loaded')).toBeInTheDocument()
    expect(attempts).toBe(2)
  })
})
