import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { formattedValueKey, formatValuesWith, type FormattedValues } from './formatted-values'
import { i18nOptions } from './i18n-options'

const resources = {
  en: {
    guides: {
      lastReviewed: 'Last reviewed: {{date, datetime}}',
      tested: 'Tested with {{tools, list}}, on {{date, datetime}}',
      narrow: '{{tools, list(style: narrow)}}',
    },
  },
  zh: { guides: { lastReviewed: '最近审阅：{{date, datetime}}' } },
}
const reviewed = { date: new Date('2026-11-05T00:00:00'), formatParams: { date: { dateStyle: 'long' } } }
const tested = { ...reviewed, tools: ['Node 20', 'npm 11'] }

async function started(values: { known?: FormattedValues; record?: FormattedValues }) {
  const instance = i18next.createInstance()
  await instance.init({ ...i18nOptions, lng: 'en', resources, ns: ['guides'], defaultNS: 'guides', fallbackLng: false })
  formatValuesWith(instance, values)
  // The app's typed keys name its own locale files, not this test's.
  return { t: instance.t as unknown as (key: string, options: object) => string }
}

const restores: (() => void)[] = []
afterEach(() => restores.splice(0).forEach((restore) => restore()))

/** How many formatters of this kind code creates from here on. */
function countCreated(kind: 'DateTimeFormat' | 'ListFormat') {
  const original = Intl[kind]
  const created = { count: 0 }
  const counting = new Proxy(original, {
    construct(target, args: unknown[]) {
      created.count++
      return Reflect.construct(target, args) as object
    },
  })
  Object.defineProperty(Intl, kind, { value: counting, configurable: true, writable: true })
  restores.push(() => Object.defineProperty(Intl, kind, { value: original, configurable: true, writable: true }))
  return created
}

describe('formatValuesWith', () => {
  it('records what Intl wrote at the build, and gives it back in the browser without asking Intl', async () => {
    const record: FormattedValues = {}
    const build = await started({ record })
    const lastReviewed = build.t('lastReviewed', reviewed)
    const testedWith = build.t('tested', tested)
    expect(lastReviewed).toBe('Last reviewed: November 5, 2026')
    expect(testedWith).toBe('Tested with Node 20 and npm 11, on November 5, 2026')
    expect(Object.keys(record)).toHaveLength(2)

    const browser = await started({ known: { ...record } })
    const [dates, lists] = [countCreated('DateTimeFormat'), countCreated('ListFormat')]
    expect(browser.t('lastReviewed', reviewed)).toBe(lastReviewed)
    expect(browser.t('tested', tested)).toBe(testedWith)
    expect([dates.count, lists.count]).toEqual([0, 0])
  })

  it('formats with Intl what the page did not bring, one formatter per language and options', async () => {
    const browser = await started({ known: {} })
    const dates = countCreated('DateTimeFormat')
    expect(browser.t('lastReviewed', reviewed)).toBe('Last reviewed: November 5, 2026')
    expect(browser.t('lastReviewed', { ...reviewed, date: new Date('2025-01-31T00:00:00') })).toBe('Last reviewed: January 31, 2025')
    expect(dates.count).toBe(1)
    expect(browser.t('lastReviewed', { ...reviewed, formatParams: { date: { dateStyle: 'short' } } })).toBe('Last reviewed: 11/5/26')
    expect(dates.count).toBe(2)
  })

  it('keeps apart values Intl would write differently: options in the string or the call, and the language', async () => {
    const record: FormattedValues = {}
    const build = await started({ record })
    expect(build.t('narrow', tested)).toBe('Node 20, npm 11')
    build.t('tested', tested)
    build.t('lastReviewed', { ...reviewed, formatParams: { date: { dateStyle: 'medium' } } })
    build.t('lastReviewed', { ...reviewed, lng: 'zh' })
    expect(Object.values(record)).toEqual(expect.arrayContaining(['Node 20, npm 11', 'Node 20 and npm 11', 'Nov 5, 2026', '2026年11月5日']))
  })
})

describe('formattedValueKey', () => {
  const midnight = new Date('2026-11-05T00:00:00')

  it('keys a date without a zone by its local wall-clock time, which every reader shares', () => {
    const key = formattedValueKey('datetime', 'en', midnight, { dateStyle: 'long' })
    expect(key).toBe('datetime|en|{"dateStyle":"long"}|2026-11-5-0-0-0-0')
  })

  it('keys a date in a named zone by its instant, and never records one shown with the reader\'s zone name', () => {
    expect(formattedValueKey('datetime', 'en', midnight, { timeZone: 'UTC', dateStyle: 'long' })).toBe(
      `datetime|en|{"timeZone":"UTC","dateStyle":"long"}|${midnight.getTime()}`,
    )
    expect(formattedValueKey('datetime', 'en', midnight, { timeStyle: 'long', timeZoneName: 'short' })).toBeUndefined()
  })

  it('ignores the options Intl does not read, and values it cannot key', () => {
    expect(formattedValueKey('datetime', 'en', midnight, { dateStyle: 'long', ns: 'guides', interpolationkey: 'date' })).toBe(
      formattedValueKey('datetime', 'en', midnight, { dateStyle: 'long' }),
    )
    expect(formattedValueKey('datetime', 'en', 'not a date', {})).toBeUndefined()
    expect(formattedValueKey('list', 'en', [1, 2], {})).toBeUndefined()
  })
})
