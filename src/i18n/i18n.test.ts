import { afterEach, describe, expect, it, vi } from 'vitest'
import { startI18n } from './i18n'

const translations = { common: { brand: 'Super Individual' }, navigation: {} }

/** Every write to <html lang> from here on, the same value written again included. */
function watchLang() {
  const writes: (string | null)[] = []
  const observer = new MutationObserver((records) =>
    records.forEach((record) => writes.push(record.oldValue)),
  )
  observer.observe(document.documentElement, { attributeFilter: ['lang'], attributeOldValue: true })
  return {
    writes: () => {
      writes.push(...observer.takeRecords().map((record) => record.oldValue))
      return writes
    },
    stop: () => observer.disconnect(),
  }
}

describe('startI18n', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it("leaves a prerendered page's <html lang> untouched when it already names the language", async () => {
    window.history.replaceState(null, '', '/en/super-individual')
    document.documentElement.lang = 'en'
    const lang = watchLang()
    const { instance } = startI18n('test', {
      inlined: { language: 'en', namespaces: translations },
      shell: { zh: translations },
    })
    await vi.waitFor(() => expect(instance.isInitialized).toBe(true))
    expect(instance.language).toBe('en')
    expect(lang.writes()).toEqual([])

    await instance.changeLanguage('zh')
    expect(document.documentElement.lang).toBe('zh')
    expect(lang.writes()).toEqual(['en'])
    lang.stop()
  })

  it('names the detected language on a page whose <html lang> says otherwise', async () => {
    window.history.replaceState(null, '', '/en')
    document.documentElement.lang = 'zh'
    const { instance } = startI18n('test', { inlined: { language: 'en', namespaces: translations } })
    await vi.waitFor(() => expect(instance.isInitialized).toBe(true))
    expect(document.documentElement.lang).toBe('en')
  })
})
