// The freelance guide's quote template (quote.md), as a reader of each language copies it from the
// page, held to the guide's own rules: the contract items the guide says every contract needs
// (acceptance, payment milestones, changes, intellectual property once paid in full, confidentiality,
// maintenance) plus tax and invoicing and a currency; staged payments that add up to 100%; no
// handover of source code or server access before the final payment (the guide's own pitfall); and no
// date written into the template, which would go stale. The reviewed template
// (fixtures/quote.before-fix.*.md) handed over before the last 10%, hard-coded 2026-11-23 and lacked
// five of those items; the same checks reject it. The second reading (2026-12-02) found that the next
// template (fixtures/quote.before-second-fix.*.md) used {N} for six different numbers, kept server admin
// access "with {your name}" while launching "on the server the client names", and had no late-payment
// term nor, for overseas clients, governing law and a dispute venue; the same checks reject it too.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'

/** Words that mark each item in each language's template. */
const words = {
  zh: {
    finalPayment: /尾款/,
    handover: /源码|服务器.*权限|交接/,
    required: {
      acceptance: /视为验收通过/,
      changes: /需求变更/,
      ip: /付清.*知识产权/,
      confidentiality: /保密/,
      maintenance: /维护/,
      tax: /含税/,
      invoice: /发票/,
      currency: /\{币种\}/,
      latePayment: /逾期付款/,
      governingLaw: /适用法律.*争议解决|适用 \{适用的法律/,
    },
    keptAccess: /管理权限留在\{你的名字\}手里/,
    server: /服务器/,
  },
  en: {
    finalPayment: /final payment|final 10%/i,
    handover: /source code|server.*access|handover/i,
    required: {
      acceptance: /counts as acceptance/i,
      changes: /changes:/i,
      ip: /paid.*intellectual property/i,
      confidentiality: /confidential/i,
      maintenance: /maintenance/i,
      tax: /tax/i,
      invoice: /invoice/i,
      currency: /\{currency\}/,
      latePayment: /late payment/i,
      governingLaw: /governed by \{governing law/i,
    },
    keptAccess: /stays with \{your name\}/,
    server: /server/i,
  },
} as const

/** What is wrong with a quote template, by the guide's own rules; [] when nothing is. */
function problems(language: Language, quote: string): string[] {
  const found: string[] = []
  const lines = quote.split('\n')
  const w = words[language]

  if (/\b20\d\d-\d\d-\d\d\b/.test(quote)) found.push('a date is written into the template')

  for (const [item, pattern] of Object.entries(w.required))
    if (!pattern.test(quote)) found.push(`no ${item} term`)

  if (/\{N\}/.test(quote)) found.push('a placeholder {N} that does not say which number')

  // Access kept until the final payment must not include a server the client owns (deliverable 3).
  for (const line of lines.filter((line) => w.keptAccess.test(line)))
    if (w.server.test(line.split(/[;；]/)[0] ?? ''))
      found.push(`server access kept on the client's server: ${line}`)

  const payment = lines.find((line) => /%/.test(line) && /50%/.test(line)) ?? ''
  const shares = [...payment.matchAll(/(\d+)%/g)].map((match) => Number(match[1]))
  if (shares.reduce((sum, share) => sum + share, 0) !== 100) found.push('payments do not add up to 100%')

  // Each deliverable row that hands over code or access must wait for the final payment.
  const rows = lines.filter((line) => /^\| \d+ \|/.test(line))
  if (rows.length === 0) found.push('no deliverables table')
  for (const row of rows) {
    const cells = row.split('|').slice(1, -1)
    if (cells.length !== 3) found.push(`a deliverables row without 3 cells: ${row}`)
    if (w.handover.test(row) && !w.finalPayment.test(row))
      found.push(`handover before the final payment: ${row.trim()}`)
  }
  return found
}

describe.each(['zh', 'en'] as const)('quote.md (%s)', (language) => {
  const quote = templateOf(language, 'products-tech/freelance')

  it('follows the guide’s own rules: every contract item, 100% in payments, handover after the final payment, no date', () => {
    expect(problems(language, quote)).toEqual([])
  })

  it('keeps the deliverables a valid Markdown table (header, separator, rows of 3 cells)', () => {
    const table = quote.split('\n').filter((line) => line.startsWith('|'))
    expect(table[1]).toBe('| --- | --- | --- |')
    expect(table.every((line) => line.split('|').slice(1, -1).length === 3)).toBe(true)
  })

  it('rejects the reviewed template: handover before the last 10%, a fixed date, missing terms', () => {
    const reviewed = readFileSync(
      join(import.meta.dirname, 'fixtures', `quote.before-fix.${language}.md`),
      'utf8',
    )
    const found = problems(language, reviewed)
    expect(found).toContain('a date is written into the template')
    expect(found.some((problem) => problem.startsWith('handover before the final payment'))).toBe(true)
    for (const item of ['ip', 'confidentiality', 'maintenance', 'tax', 'invoice'])
      expect(found).toContain(`no ${item} term`)
  })

  it('rejects the previous template: {N} for six numbers, access kept on the client’s server, no late payment or governing law', () => {
    const previous = readFileSync(
      join(import.meta.dirname, 'fixtures', `quote.before-second-fix.${language}.md`),
      'utf8',
    )
    const found = problems(language, previous)
    expect(found).toContain('a placeholder {N} that does not say which number')
    expect(found.some((problem) => problem.startsWith('server access kept'))).toBe(true)
    expect(found).toContain('no latePayment term')
    expect(found).toContain('no governingLaw term')
  })
})
