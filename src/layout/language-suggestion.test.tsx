import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLocationProbe } from '@/test/location-probe'
import { createTestI18n } from '@/test/test-i18n'
import { LanguageSuggestion } from './language-suggestion'

function renderSuggestion(i18n: i18n, path: string) {
  const { LocationProbe, currentLocation } = createLocationProbe()
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageSuggestion />
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  )
  return currentLocation
}

async function renderAt(path: string, browserLanguages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages)
  return renderSuggestion(await createTestI18n(path.startsWith('/en') ? 'en' : 'zh'), path)
}

describe('LanguageSuggestion', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('offers an English reader the English page, in English, and following it remembers the choice', async () => {
    const currentLocation = await renderAt('/marketing/research/seo', ['en-US', 'en'])
    const link = await screen.findByRole('link', { name: 'This page is also in English' })
    expect(link).toHaveAttribute('href', '/en/marketing/research/seo')
    expect(link).toHaveAttribute('lang', 'en')
    await userEvent.click(link)
    expect(currentLocation().pathname).toBe('/en/marketing/research/seo')
    expect(localStorage.getItem('i18nextLng')).toBe('en')
  })

  it('offers a Chinese reader the Chinese page, in Chinese', async () => {
    await renderAt('/en/tools-services', ['zh-CN'])
    expect(await screen.findByRole('link', { name: '本页有中文版' })).toHaveAttribute(
      'href',
      '/tools-services',
    )
  })

  it('speaks the suggested language with no translations of it loaded, as on a prerendered page', async () => {
    const i18n = await createTestI18n('en')
    i18n.removeResourceBundle('zh', 'common')
    const loads = vi.spyOn(i18n, 'loadNamespaces')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN'])
    renderSuggestion(i18n, '/en/tools-services')
    expect(await screen.findByRole('link', { name: '本页有中文版' })).toHaveAttribute(
      'href',
      '/tools-services',
    )
    expect(screen.getByRole('button', { name: '关闭提示' })).toBeVisible()
    expect(loads).not.toHaveBeenCalled()
  })

  it('stays away once dismissed, also on the next page view', async () => {
    await renderAt('/', ['en-US'])
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(localStorage.getItem('languageSuggestionDismissed')).toBe('1')
    await renderAt('/super-individual', ['en-US'])
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('says nothing when the page matches the browser or the visitor already chose', async () => {
    await renderAt('/', ['zh-CN'])
    expect(screen.queryByRole('complementary')).toBeNull()
    localStorage.setItem('i18nextLng', 'zh')
    await renderAt('/', ['en-US'])
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
