import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { guideCount } from '@/test/guide-counts'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'
import { individualSchema } from './individual-content'

const overview = (language: 'zh' | 'en') => individualSchema.parse(allResources[language].individual).overview

// A file of its own: the learning store opens once per tab and moves what localStorage held on that
// first opening, so this test must be the first in its module context to open it.
describe('/super-individual, side panels', { timeout: 20_000 }, () => {
  it("has a community panel that invents nothing and a learning-record panel with the reader's progress", async () => {
    localStorage.setItem(
      'learningProgress',
      JSON.stringify({
        articles: {
          'marketing/research-seo': {
            status: 'completed',
            lastSection: 'section-4',
            scrollRatio: 1,
            completedAt: '2026-11-20T10:00:00Z',
            updatedAt: '2026-11-20T10:00:00Z',
          },
        },
        days: {},
      }),
    )
    await renderApp('/super-individual', { language: 'en' })
    const content = overview('en')
    const community = await screen.findByRole('region', { name: content.community.title }, PAGE_LOAD)
    for (const label of Object.values(content.community.channels))
      expect(within(community).getByText(label)).toBeInTheDocument()
    expect(within(community).getAllByText('Not announced yet')).toHaveLength(3)

    const records = screen.getByRole('region', { name: content.records.title })
    expect(within(records).getByText(content.records.status)).toBeInTheDocument()
    expect(within(records).getByText(content.records.text)).toBeInTheDocument()
    // Progress an earlier version kept in localStorage, moved into the store on first load.
    expect(
      await within(records).findByText(`1 of ${guideCount} guides completed`, {}, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(within(records).getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/en/learning')
    expect(within(records).getByRole('link', { name: 'Skills Guide' })).toHaveAttribute(
      'href',
      '/en/super-individual/skills',
    )
  })
})
