import { fireEvent, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { GuideSidebar } from './guide-sidebar'

async function renderSidebar(currentPath: string) {
  await renderWithI18n(
    <MemoryRouter initialEntries={[`/en${currentPath}`]}>
      <GuideSidebar currentPath={currentPath} />
    </MemoryRouter>,
    'en',
  )
}

// A busy machine can take seconds to set up i18n and the router.
describe('guide sidebar', { timeout: 20_000 }, () => {
  it('opens and closes a group by its label as well as by its chevron', async () => {
    await renderSidebar('/marketing')
    expect(screen.queryByRole('link', { name: 'Reddit Marketing' })).not.toBeInTheDocument()

    fireEvent.click(screen.getByText('Marketing Overseas'))
    fireEvent.click(screen.getByText('Overseas B2C'))
    expect(screen.getByRole('link', { name: 'Reddit Marketing' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Collapse Overseas B2C' })).toHaveAttribute('aria-expanded', 'true')

    fireEvent.click(screen.getByText('Overseas B2C'))
    expect(screen.queryByRole('link', { name: 'Reddit Marketing' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Expand Overseas B2C' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps a section row a link to its page, with a separate chevron', async () => {
    await renderSidebar('/marketing/research/seo')
    expect(screen.getByRole('link', { name: 'Products & Tech' })).toHaveAttribute('href', '/en/products-tech')
    fireEvent.click(screen.getByRole('button', { name: 'Expand Products & Tech' }))
    expect(screen.getByRole('button', { name: 'Collapse Products & Tech' })).toHaveAttribute('aria-expanded', 'true')
  })
})
