// Store and ad copy a reader pastes must fit the platform's fields, or the console refuses it. A
// template line that declares a limit ("名称（最多 30 个字符）：…", "Name (up to 30 characters): …") is
// measured here, and its declared limit must be the one the same guide cites in its numbers table,
// so the template, the cited figure and the copy cannot drift apart.
import { describe, expect, it } from 'vitest'
import { allResources } from '@/test/test-i18n'
import type { Article, NumbersBlock, TemplateBlock } from '@super-individual/content'

type Language = 'zh' | 'en'
type Unit = 'characters' | 'bytes'

interface Limit {
  limit: number
  unit: Unit
}

interface Field extends Limit {
  label: string
  value: string
}

const fieldLine = {
  zh: /^(.+?)（最多 ([\d,]+) 个(字符|字节)[^）]*）：(.*)$/,
  en: /^(.+?) \(up to ([\d,]+) (characters|bytes)[^)]*\):(.*)$/,
}
const citedLimit = { zh: /([\d,]+) 个(字符|字节)/, en: /([\d,]+) (characters|bytes)/ }
const unitOf = (word: string): Unit => (word === '字节' || word === 'bytes' ? 'bytes' : 'characters')
const numberOf = (digits: string) => Number(digits.replaceAll(',', ''))

/**
 * The fields of a template. A field's value is the rest of its line; a field whose line ends at the
 * colon (a description) runs over the following lines, up to the next field or the template's end.
 */
function limitedFields(text: string, language: Language): Field[] {
  const fields: Field[] = []
  let multiline: Field | undefined
  for (const line of text.split('\n')) {
    const match = fieldLine[language].exec(line)
    if (match) {
      const [, label = '', digits = '', unit = '', value = ''] = match
      const field = { label, limit: numberOf(digits), unit: unitOf(unit), value: value.trim() }
      fields.push(field)
      multiline = field.value === '' ? field : undefined
    } else if (multiline) {
      multiline.value = `${multiline.value}\n${line}`
    }
  }
  return fields.map((field) => ({ ...field, value: field.value.trim() }))
}

/** What the store counts: characters as the reader sees them (code points), or UTF-8 bytes. */
function measure(value: string, unit: Unit): number {
  return unit === 'bytes' ? new TextEncoder().encode(value).length : [...value].length
}

/** "Headline 3" and "标题 3" are the numbered copies of one field, cited once as "Headline" / "标题". */
const fieldName = (label: string) => label.replace(/\s+\d+$/, '')

function citedLimits(article: Article, language: Language): Map<string, Limit> {
  const rows = article.sections
    .flatMap((section) => section.blocks ?? [])
    .filter((block): block is NumbersBlock => block.type === 'numbers')
    .flatMap((block) => block.rows)
  const limits = new Map<string, Limit>()
  for (const row of rows) {
    const match = citedLimit[language].exec(row.value)
    if (match?.[1] && match[2]) limits.set(row.label, { limit: numberOf(match[1]), unit: unitOf(match[2]) })
  }
  return limits
}

const articles = (language: Language) =>
  Object.entries(allResources[language] ?? {})
    .filter(([namespace]) => namespace.startsWith('articles/'))
    .map(([namespace, data]) => [namespace.replace('articles/', ''), data as Article] as const)

function templateFields(article: Article, language: Language): Field[] {
  return article.sections
    .flatMap((section) => section.blocks ?? [])
    .filter((block): block is TemplateBlock => block.type === 'template')
    .flatMap((block) => limitedFields(block.text, language))
}

describe('limitedFields', () => {
  it('reads each field up to the next one, and measures bytes apart from characters', () => {
    const fields = limitedFields(
      '上架文案\n名称（最多 4 个字符）：票夹记账\n说明：这行不属于名称\n关键词（最多 6 个字节，逗号分隔）：发票\n描述（最多 4,000 个字符）：\n第一行\n\n第二行',
      'zh',
    )
    expect(fields).toEqual([
      { label: '名称', limit: 4, unit: 'characters', value: '票夹记账' },
      { label: '关键词', limit: 6, unit: 'bytes', value: '发票' },
      { label: '描述', limit: 4000, unit: 'characters', value: '第一行\n\n第二行' },
    ])
    expect(measure('发票', 'bytes')).toBe(6)
    expect(measure('发票', 'characters')).toBe(2)
  })

  it('finds a field over its limit', () => {
    const [name] = limitedFields('Name (up to 10 characters): Piaojia: Fapiao Scanner', 'en')
    expect(name && measure(name.value, name.unit)).toBeGreaterThan(10)
  })
})

describe.each(['zh', 'en'] as const)('templates with field limits, %s', (language) => {
  const limited = articles(language)
    .map(([id, article]) => ({ id, article, fields: templateFields(article, language) }))
    .filter(({ fields }) => fields.length > 0)

  it('include the app-store listing and the search ad (the check has copy to measure)', () => {
    expect(limited.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['marketing/domestic-b2b-app-stores', 'marketing/overseas-b2c-google']),
    )
  })

  it.each(limited.map(({ id, article, fields }) => [id, article, fields] as const))(
    '%s: every field fits the limit its guide cites',
    (_id, article, fields) => {
      const cited = citedLimits(article, language)
      for (const field of fields) {
        const name = fieldName(field.label)
        expect(cited.get(name), `the guide cites no limit for ${name}`).toEqual({
          limit: field.limit,
          unit: field.unit,
        })
        expect(field.value, `${field.label} is empty`).not.toBe('')
        expect(measure(field.value, field.unit), `${field.label}: ${field.value}`).toBeLessThanOrEqual(
          field.limit,
        )
      }
    },
  )
})
