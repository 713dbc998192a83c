import i18next, { type i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  currencyFor,
  currencyParams,
  dateTimeParams,
  percentParams,
  relativeTime,
  relativeTimeParts,
  toFraction,
} from './format'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const now = Date.UTC(2024, 4, 6, 14, 30)

// The placeholders the locale files use, so these tests go through i18next's formatting like the pages do.
const placeholders = {
  ago: '{{when, relativetime}}',
  price: '{{price, currency}}',
  discount: '{{discount, number}}',
  updated: '{{date, datetime}}',
}

let instance: i18n
beforeAll(async () => {
  instance = i18next.createInstance()
  await instance.init({
    lng: 'zh',
    resources: { zh: { translation: placeholders }, en: { translation: placeholders } },
  })
})

// The test instance has its own keys, not the site's namespaces that the key types describe.
const untypedT = (key: string, options: object) =>
  (instance.t as unknown as (key: string, options: object) => string)(key, options)

function ago(language: string, elapsedMs: number): string {
  const { value, params } = relativeTime(now - elapsedMs, now)
  return untypedT('ago', { lng: language, when: value, formatParams: { when: params } })
}

const boundaries: { elapsed: number; label: string; zh: string; en: string }[] = [
  { elapsed: 59 * SECOND, label: '59 s', zh: '59秒钟前', en: '59 seconds ago' },
  { elapsed: 60 * SECOND, label: '60 s', zh: '1分钟前', en: '1 minute ago' },
  { elapsed: 59 * MINUTE, label: '59 min', zh: '59分钟前', en: '59 minutes ago' },
  { elapsed: 60 * MINUTE, label: '1 h', zh: '1小时前', en: '1 hour ago' },
  { elapsed: 23 * HOUR, label: '23 h', zh: '23小时前', en: '23 hours ago' },
  { elapsed: 24 * HOUR, label: '1 day', zh: '1天前', en: '1 day ago' },
  { elapsed: 29 * DAY, label: '29 days', zh: '29天前', en: '29 days ago' },
  { elapsed: 30 * DAY, label: '30 days', zh: '1个月前', en: '1 month ago' },
  { elapsed: 364 * DAY, label: '364 days', zh: '12个月前', en: '12 months ago' },
  { elapsed: 365 * DAY, label: '1 year', zh: '1年前', en: '1 year ago' },
]

describe('relative time thresholds (60 s, 1 h, 1 day, 30 days, 365 days)', () => {
  for (const { elapsed, label, zh, en } of boundaries) {
    it(`${label} ago reads "${zh}" and "${en}"`, () => {
      expect(ago('zh', elapsed)).toBe(zh)
      expect(ago('en', elapsed)).toBe(en)
    })
  }

  it('rounds down to whole units just below each threshold', () => {
    expect(relativeTimeParts(now - (60 * SECOND - 1), now)).toEqual({ value: -59, unit: 'second' })
    expect(relativeTimeParts(now - (HOUR - 1), now)).toEqual({ value: -59, unit: 'minute' })
    expect(relativeTimeParts(now - (DAY - 1), now)).toEqual({ value: -23, unit: 'hour' })
    expect(relativeTimeParts(now - (30 * DAY - 1), now)).toEqual({ value: -29, unit: 'day' })
    expect(relativeTimeParts(now - (365 * DAY - 1), now)).toEqual({ value: -12, unit: 'month' })
    expect(relativeTimeParts(now - 3 * 365 * DAY - 200 * DAY, now)).toEqual({ value: -3, unit: 'year' })
  })

  it('says "0 seconds ago" for now, and uses the future for later times', () => {
    expect(ago('en', 0)).toBe('0 seconds ago')
    expect(relativeTimeParts(now + 2 * HOUR, now)).toEqual({ value: 2, unit: 'hour' })
    expect(ago('en', -2 * HOUR)).toBe('in 2 hours')
  })

  it('accepts Date objects', () => {
    expect(relativeTimeParts(new Date(now - 2 * HOUR), new Date(now))).toEqual({ value: -2, unit: 'hour' })
  })
})

describe('currency', () => {
  it('is CNY for Chinese and USD otherwise', () => {
    expect(currencyFor('zh')).toBe('CNY')
    expect(currencyFor('zh-CN')).toBe('CNY')
    expect(currencyFor('en')).toBe('USD')
    expect(currencyFor('en-GB')).toBe('USD')
    expect(currencyFor('fr')).toBe('USD')
    expect(currencyFor(undefined)).toBe('USD')
  })

  it('formats 9999 per language through i18next', () => {
    const price = (lng: string) =>
      untypedT('price', { lng, price: 9999, formatParams: { price: currencyParams(lng) } })
    expect(price('zh')).toBe('¥9,999.00')
    expect(price('en')).toBe('$9,999.00')
  })
})

describe('percent', () => {
  const discount = (lng: string, points: number) =>
    untypedT('discount', { lng, discount: toFraction(points), formatParams: { discount: percentParams } })

  it('shows 20 % without decimals and keeps at most two', () => {
    expect(discount('en', 20)).toBe('20%')
    expect(discount('zh', 20)).toBe('20%')
    expect(discount('en', 12.5)).toBe('12.5%')
    expect(discount('en', 12.345)).toBe('12.35%')
    expect(discount('en', 33.3333)).toBe('33.33%')
  })
})

describe('date-time', () => {
  it('shows the date and the time in each language', () => {
    const date = new Date(now)
    const updated = (lng: string) =>
      untypedT('updated', { lng, date, formatParams: { date: { ...dateTimeParams, timeZone: 'UTC' } } })
    expect(updated('zh')).toBe('2024年5月6日 14:30')
    expect(updated('en')).toMatch(/^May 6, 2024, 2:30\sPM$/)
  })
})
