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
      price: '{{price, currency}} ({{discount, number}} off), {{when, relativetime}}',
    },
  },
  zh: { guides: { lastReviewed: '最近审阅：{{date, datetime}}' } },
}
const reviewed = { date: new Date('2026-11-05T00:00:00'), formatParams: { date: { dateStyle: 'long' } } }
const tested = { ...reviewed, tools: ['Node 20', 'npm 11'] }
const offer = {
  price: 19.9,
  discount: 0.2,
  when: -3,
  formatParams: {
    price: { currency: 'USD' },
    discount: { style: 'percent' },
    when: { range: 'day', numeric: 'always' },
  },
}

async function started(values: { known?: FormattedValues; record?: FormattedValues }) {
  const instance = i18next.createInstance()
  await instance.init({
    ...i18nOptions,
    lng: 'en',
    resources,
    ns: ['guides'],
    defaultNS: 'guides',
    fallbackLng: false,
  })
  formatValuesWith(instance, values)
  // The app's typed keys name its own locale files, not this test's.
  return { t: instance.t as unknown as (key: string, options: object) => string }
}

const restores: (() => void)[] = []
afterEach(() => restores.splice(0).forEach((restore) => restore()))

/** How many formatters of this kind code creates from here on. */
function countCreated(kind: 'DateTimeFormat' | 'ListFormat' | 'NumberFormat' | 'RelativeTimeFormat') {
  const original = Intl[kind]
  const created = { count: 0 }
  const counting = new Proxy(original, {
    construct(target, args: unknown[]) {
      created.count++
      return Reflect.construct(target, args) as object
    },
  })
  Object.defineProperty(Intl, kind, { value: counting, configurable: true, writable: true })
  restores.push(() =>
    Object.defineProperty(Intl, kind, { value: original, configurable: true, writable: true }),
  )
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
    expect(Object.keys(record)).toHaveLength(3)
    const price = build.t('price', offer)
    expect(price).toBe('$19.90 (20% off), 3 days ago')

    const browser = await started({ known: { ...record } })
    const created = (['DateTimeFormat', 'ListFormat', 'NumberFormat', 'RelativeTimeFormat'] as const).map(
      countCreated,
    )
    expect(browser.t('lastReviewed', reviewed)).toBe(lastReviewed)
    expect(browser.t('tested', tested)).toBe(testedWith)
    expect(browser.t('price', offer)).toBe(price)
    expect(created.map(({ count }) => count)).toEqual([0, 0, 0, 0])
  })

  it("formats with i18next's own formats what the page did not bring, one Intl formatter per language and options", async () => {
    const browser = await started({ known: {} })
    const dates = countCreated('DateTimeFormat')
    expect(browser.t('lastReviewed', reviewed)).toBe('Last reviewed: November 5, 2026')
    expect(browser.t('lastReviewed', { ...reviewed, date: new Date('2025-01-31T00:00:00') })).toBe(
      'Last reviewed: January 31, 2025',
    )
    expect(dates.count).toBe(1)
    expect(browser.t('lastReviewed', { ...reviewed, formatParams: { date: { dateStyle: 'short' } } })).toBe(
      'Last reviewed: 11/5/26',
    )
    expect(dates.count).toBe(2)
  })

  it('formats anew a value the page brought as anything but text', async () => {
    const record: FormattedValues = {}
    const lastReviewed = (await started({ record })).t('lastReviewed', reviewed)
    const broken = Object.fromEntries(
      Object.keys(record).map((key) => [key, 5]),
    ) as unknown as FormattedValues
    expect((await started({ known: broken })).t('lastReviewed', reviewed)).toBe(lastReviewed)
  })

  it('keeps apart values Intl would write differently: options in the string or the call, and the language', async () => {
    const record: FormattedValues = {}
    const build = await started({ record })
    expect(build.t('narrow', tested)).toBe('Node 20, npm 11')
    build.t('tested', tested)
    build.t('lastReviewed', { ...reviewed, formatParams: { date: { dateStyle: 'medium' } } })
    build.t('lastReviewed', { ...reviewed, lng: 'zh' })
    expect(Object.values(record)).toEqual(
      expect.arrayContaining(['Node 20, npm 11', 'Node 20 and npm 11', 'Nov 5, 2026', '2026年11月5日']),
    )
  })
})

describe('formattedValueKey', () => {
  const midnight = new Date('2026-11-05T00:00:00')

  it('keys a date without a zone by its local wall-clock time, which every reader shares', () => {
    expect(formattedValueKey('datetime', 'en', midnight, { dateStyle: 'long' })).toBe(
      'datetime|en|["2026-11-05T00:00:00.000Z",{"dateStyle":"long"}]',
    )
  })

  it("keys a date in a named zone by its instant, and never records one shown with the reader's zone name", () => {
    expect(formattedValueKey('datetime', 'en', midnight, { timeZone: 'UTC', dateStyle: 'long' })).toBe(
      `datetime|en|[${midnight.getTime()},{"timeZone":"UTC","dateStyle":"long"}]`,
    )
    expect(
      formattedValueKey('datetime', 'en', midnight, { timeStyle: 'long', timeZoneName: 'short' }),
    ).toBeUndefined()
  })

  it('keeps apart every option the call passed, and gives no key to what cannot be written down', () => {
    expect(formattedValueKey('datetime', 'en', midnight, { dateStyle: 'long', ns: 'guides' })).not.toBe(
      formattedValueKey('datetime', 'en', midnight, { dateStyle: 'long', ns: 'glossary' }),
    )
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(formattedValueKey('list', 'en', ['a'], cyclic)).toBeUndefined()
  })
})
