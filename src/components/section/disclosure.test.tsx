import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Disclosure } from './disclosure'

describe('Disclosure', () => {
  it('is a heading holding a button that controls a hidden panel', () => {
    render(
      <Disclosure title="Stage one" meta="0-3" summary="What it holds">
        <p>Panel text</p>
      </Disclosure>,
    )
    const button = screen.getByRole('button', { name: /Stage one/ })
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAccessibleDescription('What it holds')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).toContainElement(screen.getByText('Panel text'))
    expect(panel).not.toBeVisible()
  })

  it('opens and closes by click, Enter and Space', async () => {
    const user = userEvent.setup()
    render(
      <Disclosure title="Topic">
        <p>Body</p>
      </Disclosure>,
    )
    const button = screen.getByRole('button', { name: 'Topic' })
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Body')).toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')

    button.blur()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Body')).not.toBeVisible()
  })

  it('can start open', () => {
    render(
      <Disclosure title="First" defaultOpen>
        <p>Shown</p>
      </Disclosure>,
    )
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Shown')).toBeVisible()
  })
})
