import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compareTranslations, leadOver } from '@super-individual/content'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { renderApp } from '@/test/render-app'
import { allResources } from '@/test/test-i18n'
import type { Article } from '@super-individual/content'

const id = 'marketing/research-seo'
const namespace = `articles/${id}`
const published = {
  zh: allResources.zh[namespace] as unknown as Article,
  en: allResources.en[namespace] as unknown as Article,
}

afterEach(() => {
  vi.unstubAllEnvs()
  allResources.zh[namespace] = published.zh as never
  allResources.en[namespace] = published.en as never
  delete allResources.zh['translation-leads']
  delete allResources.en['translation-leads']
})

/** The Chinese guide gains a reader entry the English one lacks; both languages get the leads the build would write. */
function chineseLeads() {
  const zh: Article = {
    ...published.zh,
    lastReviewed: '2026-12-03',
    changeLog: [...published.zh.changeLog, { date: '2026-12-03', kind: 'reader', text: '更新了平台规则。' }],
  }
  allResources.zh[namespace] = zh as never
  const { lead, problems } = compareTranslations(zh, published.en)
  expect(problems).toEqual([])
  for (const language of ['zh', 'en'] as const) {
    const over = leadOver(lead, language)
    allResources[language]['translation-leads'] = { leads: over ? { [id]: over } : {} }
  }
}

describe('a guide whose Chinese version leads', () => {
  it('tells the English reader, linking to the Chinese page', async () => {
    chineseLeads()
    await renderApp('/en/marketing/research/seo', { language: 'en' })
    const notice = await screen.findByTestId('translation-notice', {}, PAGE_LOAD)
    expect(notice).toHaveTextContent(
      'The Chinese version was updated on Dec 3, 2026; this page may be behind.',
    )
    expect(within(notice).getByRole('link', { name: 'Read the Chinese version' })).toHaveAttribute(
      'href',
      '/marketing/research/seo',
    )
  })

  it('shows the Chinese reader no notice', async () => {
    chineseLeads()
    await renderApp('/marketing/research/seo', { language: 'zh' })
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    expect(screen.queryByTestId('translation-notice')).toBeNull()
  })
})

describe('every guide page', () => {
  it('shows when its sources were last checked, and no notice while fresh', async () => {
    await renderApp('/en/marketing/research/seo', { language: 'en' })
    expect(await screen.findByTestId('last-checked', {}, PAGE_LOAD)).toHaveTextContent(
      /^Sources last checked: [A-Z][a-z]+ \d+, 20\d\d$/,
    )
    expect(screen.queryByTestId('stale-notice')).toBeNull()
  })

  it('links to its file for an edit only when the build names the repository', async () => {
    vi.stubEnv('VITE_REPO_URL', 'https://github.com/acme/site')
    await renderApp('/marketing/research/seo', { language: 'zh' })
    expect(await screen.findByRole('link', { name: /在 GitHub 上改进本页/ }, PAGE_LOAD)).toHaveAttribute(
      'href',
      'https://github.com/acme/site/edit/main/public/locales/zh/articles/marketing/research-seo.json',
    )
  })

  it('has no edit link without it', async () => {
    vi.stubEnv('VITE_REPO_URL', '')
    await renderApp('/marketing/research/seo', { language: 'zh' })
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    expect(screen.queryByRole('link', { name: /在 GitHub 上改进本页/ })).toBeNull()
  })
})
