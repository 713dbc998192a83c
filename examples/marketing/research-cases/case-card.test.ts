// The case card a reader copies from the guide into a note app, in both languages. The November copy
// (kept in fixtures/) named three different dates with one placeholder ({日期} / {date}: the day of
// the dissection, each point of the price history and the date of each figure), so a reader who
// fills it with "replace all" puts the dissection day on every price and every figure; its bias
// check lines were "[ ]", which Markdown note apps do not turn into tasks ("- [ ]" is a task item);
// and its only price-history source was the Wayback Machine, which is blocked in mainland China.
// This test fills the card as a reader would, one placeholder at a time with "replace all", and
// checks what each replacement reaches.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'

const dates = {
  zh: { dissected: '{拆解日期}', price: '{价格日期}', figure: '{数字日期}' },
  en: { dissected: '{dissected on}', price: '{price date}', figure: '{figure date}' },
}
// Words on the line each date belongs on.
const lineOf = {
  zh: { dissected: '拆解人', price: '价格', figure: '{来源}' },
  en: { dissected: 'By:', price: 'Price', figure: '{source}' },
}
const biasHeading = { zh: '七、偏差自查', en: '7. Bias check' }
const domesticHistory = { zh: '自己存的截图', en: 'your screenshots' }

const placeholders = (text: string) => [...text.matchAll(/\{[^{}]+\}/g)].map((match) => match[0])

/** Replaces every copy of one placeholder, as a note app's "replace all" does, and lists the lines it changed. */
function replaceAll(text: string, placeholder: string, value: string) {
  const before = text.split('\n')
  const after = text.replaceAll(placeholder, value).split('\n')
  return after.filter((line, index) => line !== before[index])
}

/** The lines under the bias-check heading, up to the end of the card. */
function checkLines(text: string, language: Language): string[] {
  const lines = text.split('\n')
  const start = lines.indexOf(biasHeading[language])
  return start < 0 ? [] : lines.slice(start + 1).filter((line) => line.trim() !== '')
}

/** What is wrong with a card, in words; empty when it is right. */
function problems(text: string, language: Language): string[] {
  const found: string[] = []
  for (const [kind, placeholder] of Object.entries(dates[language]) as [
    keyof (typeof dates)['zh'],
    string,
  ][]) {
    const changed = replaceAll(text, placeholder, '2026-12-02')
    if (changed.length === 0) found.push(`no ${kind} date placeholder`)
    else if (!changed.every((line) => line.includes(lineOf[language][kind])))
      found.push(`${kind} date placeholder fills another kind of date`)
  }
  if (placeholders(text).some((placeholder) => placeholder === '{日期}' || placeholder === '{date}'))
    found.push('one placeholder names several dates')
  const checks = checkLines(text, language)
  if (checks.length === 0 || !checks.every((line) => line.startsWith('- [ ] ')))
    found.push('bias checks are not Markdown task items')
  if (!text.split('\n').some((line) => line.includes(domesticHistory[language])))
    found.push('price history has no source a reader in mainland China can use')
  return found
}

const card = (language: Language) => templateOf(language, 'marketing/research-cases')
const november = (language: Language) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `case-card-2026-11-26.${language}.txt`), 'utf8')

describe.each(['zh', 'en'] as const)('case card (%s)', (language) => {
  it('fills each date with "replace all" only where that date belongs', () => {
    expect(problems(card(language), language)).toEqual([])
    const { dissected, price, figure } = dates[language]
    expect(replaceAll(card(language), dissected, '2026-12-02')).toHaveLength(1)
    expect(replaceAll(card(language), price, '2024-03')).toHaveLength(2)
    expect(replaceAll(card(language), figure, '2025-12')).toHaveLength(1)
  })

  it('has three bias checks that a Markdown note app turns into tasks', () => {
    expect(checkLines(card(language), language)).toHaveLength(3)
  })

  it('has the same placeholders in both languages, counted', () => {
    expect(placeholders(card(language))).toHaveLength(placeholders(card('zh')).length)
  })

  it('rejects the November copy: one {date} for three dates, "[ ]" lines, Wayback Machine only', () => {
    const old = november(language)
    expect(replaceAll(old, language === 'zh' ? '{日期}' : '{date}', '2026-12-02')).toHaveLength(3)
    expect(problems(old, language)).toEqual([
      'no dissected date placeholder',
      'no price date placeholder',
      'no figure date placeholder',
      'one placeholder names several dates',
      'bias checks are not Markdown task items',
      'price history has no source a reader in mainland China can use',
    ])
  })
})
