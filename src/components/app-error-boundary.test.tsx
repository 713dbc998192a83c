import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { AppErrorBoundary } from './app-error-boundary'

let shouldThrow = true
function Fragile() {
  if (shouldThrow) throw new Error('boom')
  return <p>recovered</p>
}

const Harness = () => (
  <AppErrorBoundary>
    <Fragile />
  </AppErrorBoundary>
)

describe('AppErrorBoundary', () => {
  it('shows the application error texts and renders again on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    shouldThrow = true
    await renderWithI18n(<Harness />, 'en')
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('An error occurred while loading the application.')).toBeInTheDocument()
    shouldThrow = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('recovered')).toBeInTheDocument()
  })

  it('speaks Chinese by default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    shouldThrow = true
    await renderWithI18n(<Harness />)
    expect(screen.getByRole('heading', { name: '出错了' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('gives way to the children when the page it guards changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    shouldThrow = true
    const view = await renderWithI18n(
      <AppErrorBoundary resetOn="/a">
        <Fragile />
      </AppErrorBoundary>,
      'en',
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    shouldThrow = false
    view.rerender(
      <I18nextProvider i18n={view.i18n}>
        <AppErrorBoundary resetOn="/b">
          <Fragile />
        </AppErrorBoundary>
      </I18nextProvider>,
    )
    expect(screen.getByText('recovered')).toBeInTheDocument()
  })

  it('shows nothing for a quiet part that fails, and the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    shouldThrow = true
    await renderWithI18n(
      <>
        <AppErrorBoundary quiet>
          <Fragile />
        </AppErrorBoundary>
        <p>the page</p>
      </>,
      'en',
    )
    expect(screen.getByText('the page')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
