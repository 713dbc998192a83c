import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './spinner'

describe('Spinner', () => {
  it('is announced as a status when it carries a label', () => {
    render(<Spinner label="Checking" />)
    expect(screen.getByRole('status', { name: 'Checking' })).toBeInTheDocument()
  })

  it('is hidden from assistive technology beside a visible text', () => {
    const { container } = render(<Spinner size="sm" tone="current" />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.firstElementChild).toHaveClass('size-4', 'border-current', 'border-t-transparent')
  })
})
