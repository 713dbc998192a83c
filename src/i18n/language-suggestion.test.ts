import { describe, expect, it } from 'vitest'
import { preferredSupportedLanguage, suggestedLanguage } from './language-suggestion'

describe('preferredSupportedLanguage', () => {
  it('takes the first language the site has, by its base code', () => {
    expect(preferredSupportedLanguage(['fr-FR', 'en-GB', 'zh-CN'])).toBe('en')
    expect(preferredSupportedLanguage(['zh-TW', 'en'])).toBe('zh')
    expect(preferredSupportedLanguage(['fr', 'de'])).toBeUndefined()
  })
})

describe('suggestedLanguage', () => {
  const base = {
    pageLanguage: 'zh',
    browserLanguages: ['en-US', 'en'],
    remembered: undefined,
    dismissed: false,
  } as const

  it('offers the browser language when the page is in the other one', () => {
    expect(suggestedLanguage(base)).toBe('en')
    expect(suggestedLanguage({ ...base, pageLanguage: 'en', browserLanguages: ['zh-CN'] })).toBe('zh')
  })

  it('offers nothing when the page already matches, or the browser prefers neither language', () => {
    expect(suggestedLanguage({ ...base, pageLanguage: 'en' })).toBeUndefined()
    expect(suggestedLanguage({ ...base, browserLanguages: ['ja-JP'] })).toBeUndefined()
  })

  it('never overrides a choice the visitor made or an offer they dismissed', () => {
    expect(suggestedLanguage({ ...base, remembered: 'zh' })).toBeUndefined()
    expect(suggestedLanguage({ ...base, dismissed: true })).toBeUndefined()
  })
})
