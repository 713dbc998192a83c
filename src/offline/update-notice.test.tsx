import { screen, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { UpdateNotice } from './update-notice'

it('puts its live region on the page first and the message into it after, so a screen reader announces it', async () => {
  await renderWithI18n(<UpdateNotice onReload={vi.fn()} onLater={vi.fn()} />, 'en')
  const status = screen.getByRole('status')
  expect(status).toBeEmptyDOMElement()
  await waitFor(() => expect(status).toHaveTextContent('A new version of the site is ready.'))
  // The buttons are outside the region: only the message is read out.
  expect(status).not.toContainElement(screen.getByRole('button', { name: 'Reload to update' }))
})
