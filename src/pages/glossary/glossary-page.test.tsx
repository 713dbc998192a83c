import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { GlossaryTermsContent } from '@/glossary/glossary-content'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { renderApp } from '@/test/render-app'
import { allResources } from '@/test/test-i18n'

// What the build writes from src/glossary and the guides' text (build/src/glossary).
const content: GlossaryTermsContent = {
  topics: [
    {
      id: 'payments',
      title: '收款与结汇',
      terms: [
        {
          id: 'fx-conversion',
          name: '结汇',
          otherName: 'FX conversion',
          aliases: ['foreign exchange settlement'],
          definition: '把收到的外币卖给银行、换成人民币。',
          sources: [
            {
              title: '个人外汇管理办法实施细则',
              url: 'https://example.org/rules',
              checked: '2026-11-26',
              secondary: true,
            },
          ],
          guides: [{ path: '/tools-services/cashflow/company', title: '开公司与财税' }],
        },
      ],
    },
  ],
}

afterEach(() => {
  delete allResources.zh['glossary-terms']
})

describe('the glossary page', () => {
  it('shows each term under its topic with both names, aliases, dated sources and the guides that use it', async () => {
    allResources.zh['glossary-terms'] = content
    await renderApp('/glossary', { language: 'zh' })
    expect(await screen.findByRole('heading', { level: 1, name: '术语表' }, PAGE_LOAD)).toBeInTheDocument()
    const topic = screen.getByRole('region', { name: '收款与结汇' })
    expect(screen.getByRole('link', { name: '收款与结汇（1）' })).toHaveAttribute('href', '#topic-payments')
    const entry = within(topic).getByRole('article', { name: '结汇 FX conversion' })
    expect(entry).toHaveAttribute('id', 'fx-conversion')
    expect(within(entry).getByText('FX conversion')).toHaveAttribute('lang', 'en')
    expect(entry).toHaveTextContent('又称：foreign exchange settlement')
    expect(entry).toHaveTextContent('二手来源 · 核对于 2026年11月26日')
    expect(within(entry).getByRole('link', { name: /个人外汇管理办法实施细则/ })).toHaveAttribute(
      'href',
      'https://example.org/rules',
    )
    expect(within(entry).getByRole('link', { name: '开公司与财税' })).toHaveAttribute(
      'href',
      '/tools-services/cashflow/company',
    )
    expect(entry).toHaveTextContent('用到它的指南（1 篇）')
  })
})
