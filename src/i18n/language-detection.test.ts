import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { afterEach, describe, expect, it } from 'vitest'
import { detectionOptions, i18nOptions } from './i18n-options'

async function detect({ query = '', stored, browser, htmlLang }: { query?: string; stored?: string; browser?: string[]; htmlLang?: string }) {
  window.history.replaceState(null, '', `/${query}`)
  if (stored) localStorage.setItem('i18nextLng', stored)
  Object.defineProperty(window.navigator, 'languages', { value: browser ?? [], configurable: true })
  Object.defineProperty(window.navigator, 'language', { value: browser?.[0] ?? '', configurable: true })
  document.documentElement.lang = htmlLang ?? ''
  const instance = i18next.createInstance()
  await instance.use(LanguageDetector).init({ ...i18nOptions, detection: detectionOptions, resources: { zh: { common: { x: 'zh' } }, en: { common: { x: 'en' } } } })
  return instance
}

afterEach(() => localStorage.clear())

describe('language detection', () => {
  it('prefers ?lng= over the stored choice', async () => {
    const i18n = await detect({ query: '?lng=en', stored: 'zh', browser: ['zh-CN'] })
    expect(i18n.resolvedLanguage).toBe('en')
  })

  it('uses the stored choice before the browser language', async () => {
    const i18n = await detect({ stored: 'en', browser: ['zh-CN'] })
    expect(i18n.resolvedLanguage).toBe('en')
  })

  it('uses the browser language when nothing is stored, mapping regional codes', async () => {
    expect((await detect({ browser: ['en-US', 'zh'] })).resolvedLanguage).toBe('en')
    localStorage.clear()
    expect((await detect({ browser: ['zh-TW'] })).resolvedLanguage).toBe('zh')
  })

  it('falls back to the html lang attribute, then to Chinese', async () => {
    expect((await detect({ htmlLang: 'en' })).resolvedLanguage).toBe('en')
    localStorage.clear()
    expect((await detect({ browser: ['fr-FR'] })).resolvedLanguage).toBe('zh')
  })

  it('caches the detected language in localStorage', async () => {
    await detect({ query: '?lng=en' })
    expect(localStorage.getItem('i18nextLng')).toBe('en')
  })
})
