import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { afterEach, describe, expect, it } from 'vitest'
import { detectionOptions, i18nOptions, urlPathDetector } from './i18n-options'

async function detect({ url, stored, browser }: { url: string; stored?: string; browser?: string[] }) {
  window.history.replaceState(null, '', url)
  if (stored) localStorage.setItem('i18nextLng', stored)
  Object.defineProperty(window.navigator, 'languages', { value: browser ?? [], configurable: true })
  const detector = new LanguageDetector()
  detector.addDetector(urlPathDetector)
  const instance = i18next.createInstance()
  await instance.use(detector).init({
    ...i18nOptions,
    detection: detectionOptions,
    resources: { zh: { common: { x: 'zh' } }, en: { common: { x: 'en' } } },
  })
  return instance
}

afterEach(() => localStorage.clear())

describe('language detection', () => {
  it('takes the language from the URL: English under /en, Chinese elsewhere', async () => {
    expect((await detect({ url: '/en/marketing' })).resolvedLanguage).toBe('en')
    expect((await detect({ url: '/en' })).resolvedLanguage).toBe('en')
    expect((await detect({ url: '/marketing' })).resolvedLanguage).toBe('zh')
  })

  it('lets neither the browser language nor a stored choice override the URL (the start-up script redirects instead)', async () => {
    expect((await detect({ url: '/marketing', stored: 'en', browser: ['en-US'] })).resolvedLanguage).toBe(
      'zh',
    )
    expect((await detect({ url: '/en', stored: 'zh', browser: ['zh-CN'] })).resolvedLanguage).toBe('en')
  })

  it('does not remember a language the visitor only visited', async () => {
    await detect({ url: '/en/marketing' })
    expect(localStorage.getItem('i18nextLng')).toBeNull()
  })
})
