import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { TemplateBlockView } from './template-block'

describe('TemplateBlockView', () => {
  it('copies the whole template text, line breaks included, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const text = 'Hi {{name}},\n\nThanks for signing up.'
    await renderWithI18n(
      <TemplateBlockView
        region="section-1/0/text"
        block={{ type: 'template', title: 'Welcome email', text }}
      />,
      'en',
    )
    expect(screen.getByText('Template')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Copy the “Welcome email” template' }))
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith(text)
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
  })
})
