// The playbook's launch-article template, as a reader copies it from either language, held to what the
// step around it says an announcement must carry ("写清楚价格、能解决什么、怎么退款", the mini program
// card at the end) and to the site's placeholder style: every blank is a {brace}, so a reader who
// pastes it and fills the braces leaves no [bracket] behind, and no date is fixed in the text.
// The November 2026 version used [brackets]; it stays in fixtures/ and the same checks reject it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

const article = 'tools-services/playbooks-first-sale-china'

/** What the step asks for, as placeholder words in each language. */
const required = {
  zh: ['{价格}', '{日期}', '{几}', '{客服入口}', '{小程序卡片}', '{产品名}'],
  en: ['{price}', '{date}', '{n}', '{customer service link}', '{Mini program card}', '{Product}'],
} as const

/** Everything wrong with a launch-article text, empty when it is fit to paste. */
function problems(text: string, language: 'zh' | 'en'): string[] {
  const found: string[] = []
  if (/[[\]]/.test(text)) found.push('a [bracket] placeholder')
  for (const placeholder of required[language])
    if (!text.includes(placeholder)) found.push(`no ${placeholder}`)
  const opened = text.match(/\{/g)?.length ?? 0
  const closed = text.match(/\}/g)?.length ?? 0
  if (opened !== closed) found.push('an unbalanced brace')
  if (/\b20\d\d\b|\d{1,2}\s*月\s*\d{1,2}\s*日|\b\d{4}-\d{2}-\d{2}\b/.test(text)) found.push('a fixed date')
  return found
}

describe('launch article template', () => {
  it.each(['zh', 'en'] as const)(
    '%s: braces only, with price, date, refund window, contact and card',
    (language) => {
      expect(problems(templateOf(language, article), language)).toEqual([])
    },
  )

  it('has the same placeholders in both languages, by count', () => {
    const count = (text: string) => text.match(/\{[^}]+\}/g)?.length ?? 0
    expect(count(templateOf('zh', article))).toBe(count(templateOf('en', article)))
    expect(count(templateOf('zh', article))).toBe(15)
  })

  it.each(['zh', 'en'] as const)('rejects the November 2026 %s version with [brackets]', (language) => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', `launch-article.2026-11.${language}.txt`),
      'utf8',
    )
    expect(problems(old, language)).toContain('a [bracket] placeholder')
  })
})
