import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'

describe('/super-individual/products', { timeout: 20_000 }, () => {
  it('walks through the four steps in order, each with actions, output, pitfall and tools', async () => {
    await renderApp('/super-individual/products', { language: 'zh' })
    expect(await screen.findByRole('heading', { level: 1, name: /产品开发/ }, PAGE_LOAD)).toBeInTheDocument()
    const steps = screen.getAllByRole('article')
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '需求发现',
      '产品设计',
      '技术实现',
      '市场验证',
    ])
    for (const step of steps) {
      expect(within(step).getByRole('heading', { level: 4, name: '怎么做' })).toBeInTheDocument()
      expect(within(step).getByRole('heading', { level: 4, name: '这一步的产出' })).toBeInTheDocument()
      expect(within(step).getByRole('heading', { level: 4, name: '常见误区' })).toBeInTheDocument()
      expect(within(step).getAllByRole('link').length).toBeGreaterThan(1)
    }
    expect(screen.getByRole('region', { name: '上线前自查清单' })).toBeInTheDocument()
  })
})
