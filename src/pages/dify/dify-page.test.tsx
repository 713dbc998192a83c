import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('Dify page', () => {
  it('introduces Dify and links out to it safely (en)', async () => {
    await renderApp('/dify-editor', { language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Dify Editor' })).toBeInTheDocument()
    for (const name of ['What Dify is', 'What one person can build with it', 'How to start']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    const start = screen.getAllByRole('link', { name: /^Start using/ })
    expect(start.length).toBeGreaterThan(0)
    for (const link of start) {
      expect(link).toHaveAttribute('href', 'https://dify.ai')
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('reads in Chinese', async () => {
    await renderApp('/dify-editor', { language: 'zh' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Dify 编辑器' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^开始使用/ })[0]).toHaveAttribute('href', 'https://dify.ai')
    expect(screen.getByRole('heading', { level: 2, name: '如何开始' })).toBeInTheDocument()
  })
})
