import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { allResources } from '@/test/test-i18n'

const namespace = 'articles/marketing/research-seo'
const published = { zh: allResources.zh[namespace], en: allResources.en[namespace] }
afterEach(
  () =>
    Object.assign(allResources.zh, { [namespace]: published.zh }) &&
    Object.assign(allResources.en, { [namespace]: published.en }),
)

describe('a draft guide', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`shows the draft banner in ${language}`, async () => {
      allResources[language][namespace] = { ...(published[language] as object), draft: true }
      await renderApp(language === 'en' ? '/en/marketing/research/seo' : '/marketing/research/seo', {
        language,
      })
      const banner = await screen.findByTestId('draft-banner', {}, PAGE_LOAD)
      expect(banner).toHaveTextContent(
        String((allResources[language].guides as { draftBanner: string }).draftBanner),
      )
      expect(banner).toHaveTextContent(language === 'en' ? /^Draft:/ : /^草稿：/)
    })
  }

  it('shows no banner once published', async () => {
    await renderApp('/marketing/research/seo', { language: 'zh' })
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)
    expect(screen.queryByTestId('draft-banner')).toBeNull()
  })
})
