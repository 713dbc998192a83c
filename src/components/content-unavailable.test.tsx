import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { ContentUnavailable } from './content-unavailable'

describe('ContentUnavailable', () => {
  it('says the text is missing and retries once per press', async () => {
    let finish = () => {}
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await renderWithI18n(<ContentUnavailable onRetry={onRetry} />, 'en')
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'This guide could not be loaded' }),
    ).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Try again' })
    await userEvent.click(button)
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(button).toBeDisabled()
    await act(async () => finish())
    expect(button).toBeEnabled()
  })
})
