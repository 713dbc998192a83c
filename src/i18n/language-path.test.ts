import { describe, expect, it } from 'vitest'
import { counterpartPath, languageOfPath, pathWithoutLanguage } from './language-path'

describe('language in the path', () => {
  it('reads the language from a path, with or without a trailing slash', () => {
    expect(languageOfPath('/en')).toBe('en')
    expect(languageOfPath('/en/')).toBe('en')
    expect(languageOfPath('/en/marketing')).toBe('en')
    expect(languageOfPath('/')).toBe('zh')
    expect(languageOfPath('/marketing')).toBe('zh')
    // A page whose first segment merely starts with "en" is Chinese.
    expect(languageOfPath('/enterprise')).toBe('zh')
  })

  it('finds the same page in the other language, unknown pages included', () => {
    expect(pathWithoutLanguage('/en/marketing/')).toBe('/marketing')
    expect(pathWithoutLanguage('/en')).toBe('/')
    expect(pathWithoutLanguage('/marketing//')).toBe('/marketing')
    expect(counterpartPath('/marketing/research/seo', 'en')).toBe('/en/marketing/research/seo')
    expect(counterpartPath('/en/marketing/research/seo', 'zh')).toBe('/marketing/research/seo')
    expect(counterpartPath('/en', 'zh')).toBe('/')
    expect(counterpartPath('/', 'en')).toBe('/en')
    expect(counterpartPath('/no-such-page', 'en')).toBe('/en/no-such-page')
  })
})
