// The playbook's US LLC compliance calendar, as a reader copies it, held to the steps it summarizes:
// the pro forma Form 1120 + Form 5472 go by fax to the number the 5472 step gives or by mail to the
// IRS PIN Unit in Ogden (the November 2026 calendar said only "mail or fax", with no number or place,
// for a form whose omission costs USD 25,000); the Wyoming report, 15 April, Form 7004 and 15 October
// appear; and no year is fixed in it, so it does not go stale. Form 7004 for a foreign-owned U.S. DE goes
// the same way, by that fax or to that PIN Unit, not to the regular 7004 address (the first December 2026
// calendar said only "file Form 7004 first"). The old versions stay in fixtures/.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'
const article = 'tools-services/playbooks-paid-from-abroad'
const fax5472 = '855-887-7737'

/** The text of one playbook step, to check the calendar against what the step says. */
function stepText(language: Language, id: string): string {
  const file = join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'public',
    'locales',
    language,
    'articles',
    `${article}.json`,
  )
  const guide = JSON.parse(readFileSync(file, 'utf8')) as {
    sections: { steps?: { id: string; text: string }[] }[]
  }
  const step = guide.sections.flatMap((section) => section.steps ?? []).find((item) => item.id === id)
  if (!step) throw new Error(`${language}: no step ${id}`)
  return step.text
}

const markers = {
  zh: { april: '4 月 15 日前', october: '10 月 15 日前', wyoming: '怀俄明州', ogden: 'Ogden' },
  en: { april: 'By 15 April', october: 'By 15 October', wyoming: 'Wyoming', ogden: 'Ogden' },
} as const

/** Everything wrong with a calendar text, empty when a reader can act on it. */
function problems(text: string, language: Language): string[] {
  const found: string[] = []
  const lines = text.split('\n')
  const april = lines.find((line) => line.startsWith(markers[language].april))
  if (!april) found.push('no 15 April line')
  else {
    if (!april.includes(fax5472)) found.push('no fax number on the 15 April line')
    if (!april.includes(markers[language].ogden)) found.push('no mailing place on the 15 April line')
    if (!april.includes('Foreign-owned U.S. DE')) found.push('no "Foreign-owned U.S. DE" caption')
    if (!april.includes('7004')) found.push('no Form 7004')
    else {
      const extension = april.slice(april.indexOf('7004'))
      if (!extension.includes(fax5472) && !extension.includes('PIN Unit'))
        found.push('Form 7004 not sent by the 5472 fax or to the PIN Unit')
    }
  }
  if (!lines.some((line) => line.startsWith(markers[language].october))) found.push('no 15 October line')
  if (!text.includes(markers[language].wyoming)) found.push('no Wyoming annual report')
  if (/\b20\d\d\b/.test(text)) found.push('a fixed year')
  return found
}

describe('US LLC compliance calendar', () => {
  it.each(['zh', 'en'] as const)('%s: says where the 1120 + 5472 go, and fixes no year', (language) => {
    expect(problems(templateOf(language, article), language)).toEqual([])
  })

  it.each(['zh', 'en'] as const)('%s: gives the same fax number as the 5472 step', (language) => {
    expect(stepText(language, 'file-5472-pro-forma-1120')).toContain(fax5472)
  })

  it.each(['zh', 'en'] as const)(
    '%s: sends Form 7004 by the same fax or to the same PIN Unit, as the 5472 step does',
    (language) => {
      const step = stepText(language, 'file-5472-pro-forma-1120')
      const extension = step.slice(step.indexOf('7004'))
      expect(extension).toContain(fax5472)
      expect(extension).toContain('PIN Unit')
    },
  )

  it.each(['zh', 'en'] as const)('rejects the first December 2026 %s calendar', (language) => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', `compliance-calendar.2026-12.${language}.txt`),
      'utf8',
    )
    expect(problems(old, language)).toEqual(['Form 7004 not sent by the 5472 fax or to the PIN Unit'])
  })

  it.each(['zh', 'en'] as const)('rejects the November 2026 %s calendar', (language) => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', `compliance-calendar.2026-11.${language}.txt`),
      'utf8',
    )
    expect(problems(old, language)).toEqual(
      expect.arrayContaining(['no fax number on the 15 April line', 'no mailing place on the 15 April line']),
    )
  })
})
