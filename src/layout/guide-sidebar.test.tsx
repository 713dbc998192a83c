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
    expect(screen.getByRole('button', { name: 'Collapse Overseas B2C' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    fireEvent.click(screen.getByText('Overseas B2C'))
    expect(screen.queryByRole('link', { name: 'Reddit Marketing' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Expand Overseas B2C' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('renders the rows of open branches only, so a page does not carry a link to every guide', async () => {
    await renderSidebar('/marketing/research/seo')
    expect(screen.getByRole('link', { name: 'SEO at Home and Abroad' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Not even hidden: a closed section's guides are not in the page until it opens.
    expect(screen.queryByRole('link', { name: 'Deploying on Vercel', hidden: true })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Reddit Marketing', hidden: true })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Expand Products & Tech' }))
    fireEvent.click(screen.getByText('Containers & Deployment'))
    expect(screen.getByRole('link', { name: 'Deploying on Vercel' })).toBeVisible()
  })

  it('keeps a section row a link to its page, with a separate chevron', async () => {
    await renderSidebar('/marketing/research/seo')
    expect(screen.getByRole('link', { name: 'Products & Tech' })).toHaveAttribute('href', '/en/products-tech')
    fireEvent.click(screen.getByRole('button', { name: 'Expand Products & Tech' }))
    expect(screen.getByRole('button', { name: 'Collapse Products & Tech' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})
