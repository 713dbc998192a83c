// The case card a reader copies from the guide into a note app, in both languages. The November copy
// (kept in fixtures/) named three different dates with one placeholder ({日期} / {date}: the day of
// the dissection, each point of the price history and the date of each figure), so a reader who
// fills it with "replace all" puts the dissection day on every price and every figure; its bias
// check lines were "[ ]", which Markdown note apps do not turn into tasks ("- [ ]" is a task item);
// and its only price-history source was the Wayback Machine, which is blocked in mainland China.
// The copy of 3 December 2026 (also in fixtures/) still shared placeholders between fields: both
// ends of the price history were {价格日期}：{价格} / {price date}: {price}, the first of them also the
// current price's date, so "replace all" gave the old and the new price the same date and amount;
// and {…} / {...} and {who} stood for several fields.
// This test fills the card as a reader would, one placeholder at a time with "replace all", and
// checks what each replacement reaches: every field has a placeholder of its own.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'
type DateKind = 'dissection' | 'price' | 'old price' | 'new price' | 'figure'

const dates: Record<Language, Record<DateKind, string>> = {
  zh: {
    dissection: '{拆解日期}',
    price: '{价格日期}',
    'old price': '{旧价格日期}',
    'new price': '{新价格日期}',
    figure: '{数字日期}',
  },
  en: {
    dissection: '{dissected on}',
    price: '{price date}',
    'old price': '{old price date}',
    'new price': '{new price date}',
    figure: '{figure date}',
  },
}
// Words on the line each date belongs on.
const lineOf: Record<Language, Record<DateKind, string>> = {
  zh: {
    dissection: '拆解人',
    price: '收费方式',
    'old price': '价格历史',
    'new price': '价格历史',
    figure: '{来源}',
  },
  en: {
    dissection: 'By:',
    price: 'Model:',
    'old price': 'Price history',
    'new price': 'Price history',
    figure: '{source}',
  },
}
const historyLine = { zh: '价格历史', en: 'Price history' }
const biasHeading = { zh: '七、偏差自查', en: '7. Bias check' }
const domesticHistory = { zh: '自己存的截图', en: 'your screenshots' }

const placeholders = (text: string) => [...text.matchAll(/\{[^{}]+\}/g)].map((match) => match[0])

/** Replaces every copy of one placeholder, as a note app's "replace all" does, and lists the lines it changed. */
function replaceAll(text: string, placeholder: string, value: string) {
  const before = text.split('\n')
  const after = text.replaceAll(placeholder, value).split('\n')
  return after.filter((line, index) => line !== before[index])
}

/** Fills the whole card as a reader would: each placeholder in turn, "replace all", a value of its own. */
function fillAll(text: string): { filled: string; values: string[] } {
  const values: string[] = []
  let filled = text
  for (const placeholder of placeholders(text)) {
    if (!filled.includes(placeholder)) continue
    const value = `«${values.length + 1}»`
    values.push(value)
    filled = filled.replaceAll(placeholder, value)
  }
  return { filled, values }
}

/** The price-history line of a card. */
const historyOf = (text: string, language: Language) =>
  text.split('\n').find((line) => line.startsWith(historyLine[language])) ?? ''

/** The lines under the bias-check heading, up to the end of the card. */
function checkLines(text: string, language: Language): string[] {
  const lines = text.split('\n')
  const start = lines.indexOf(biasHeading[language])
  return start < 0 ? [] : lines.slice(start + 1).filter((line) => line.trim() !== '')
}

/** What is wrong with a card, in words; empty when it is right. */
function problems(text: string, language: Language): string[] {
  const found: string[] = []
  for (const [kind, placeholder] of Object.entries(dates[language]) as [DateKind, string][]) {
    const changed = replaceAll(text, placeholder, '2026-12-02')
    if (changed.length === 0) found.push(`no ${kind} date placeholder`)
    else if (!changed.every((line) => line.includes(lineOf[language][kind])))
      found.push(`${kind} date placeholder fills another kind of date`)
  }
  if (placeholders(text).some((placeholder) => placeholder === '{日期}' || placeholder === '{date}'))
    found.push('one placeholder names several dates')
  const all = placeholders(text)
  if (new Set(all).size !== all.length) found.push('one placeholder stands for several fields')
  const history = placeholders(historyOf(text, language))
  if (history.length !== 4 || new Set(history).size !== 4)
    found.push('price history has not four placeholders of its own')
  const checks = checkLines(text, language)
  if (checks.length === 0 || !checks.every((line) => line.startsWith('- [ ] ')))
    found.push('bias checks are not Markdown task items')
  if (!text.split('\n').some((line) => line.includes(domesticHistory[language])))
    found.push('price history has no source a reader in mainland China can use')
  return found
}

const card = (language: Language) => templateOf(language, 'marketing/research-cases')
const fixture = (day: string, language: Language) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `case-card-${day}.${language}.txt`), 'utf8')

describe.each(['zh', 'en'] as const)('case card (%s)', (language) => {
  it('fills each date with "replace all" only where that date belongs', () => {
    expect(problems(card(language), language)).toEqual([])
    for (const placeholder of Object.values(dates[language]))
      expect(replaceAll(card(language), placeholder, '2024-03')).toHaveLength(1)
  })

  it('gives every field its own value when filled with "replace all"', () => {
    const text = card(language)
    const { filled, values } = fillAll(text)
    expect(placeholders(filled)).toEqual([])
    expect(values).toHaveLength(placeholders(text).length)
    for (const value of values) expect(filled.split(value)).toHaveLength(2)
    const history = historyOf(filled, language).match(/«\d+»/g) ?? []
    expect(history).toHaveLength(4)
    expect(new Set(history).size).toBe(4)
  })

  it('has three bias checks that a Markdown note app turns into tasks', () => {
    expect(checkLines(card(language), language)).toHaveLength(3)
  })

  it('has the same placeholders in both languages, counted', () => {
    expect(placeholders(card(language))).toHaveLength(placeholders(card('zh')).length)
  })

  it('rejects the November copy: one {date} for three dates, "[ ]" lines, Wayback Machine only', () => {
    const old = fixture('2026-11-26', language)
    expect(replaceAll(old, language === 'zh' ? '{日期}' : '{date}', '2026-12-02')).toHaveLength(3)
    expect(problems(old, language)).toEqual([
      'no dissection date placeholder',
      'no price date placeholder',
      'no old price date placeholder',
      'no new price date placeholder',
      'no figure date placeholder',
      'one placeholder names several dates',
      'one placeholder stands for several fields',
      'price history has not four placeholders of its own',
      'bias checks are not Markdown task items',
      'price history has no source a reader in mainland China can use',
    ])
  })

  it('rejects the copy of 3 December: both ends of the price history share placeholders', () => {
    const old = fixture('2026-12-03', language)
    const { filled } = fillAll(old)
    const history = historyOf(filled, language).match(/«\d+»/g) ?? []
    expect(new Set(history).size).toBe(2)
    expect(problems(old, language)).toEqual([
      'price date placeholder fills another kind of date',
      'no old price date placeholder',
      'no new price date placeholder',
      'one placeholder stands for several fields',
      'price history has not four placeholders of its own',
    ])
  })
})
