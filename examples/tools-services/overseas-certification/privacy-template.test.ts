// The privacy policy skeleton and first-launch consent flow of the certification guide, in each
// language as a reader copies it: it has every section the guide asks a policy to have (who, what data,
// why, SDKs, retention, rights, contact, EU representative), a consent flow in which nothing is
// collected before the user agrees and nothing is preselected, and no date or promise written in for
// the reader. The version the guide lacked in December (only a sentence, no skeleton) is kept in
// fixtures/ and fails the same checks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

const article = 'tools-services/overseas-certification'

// What each language's template must name: the minimum sections, then the consent rules.
const required = {
  zh: {
    sections: [
      '我们是谁',
      '收集哪些个人信息',
      '为什么收集',
      '第三方 SDK',
      '保存多久',
      '你的权利',
      '联系邮箱',
      '欧盟代表',
    ],
    consent: ['首次启动', '不预先勾选', '之前，不初始化', '不同意', '撤回同意'],
  },
  en: {
    sections: [
      'Who we are',
      'What personal information we collect',
      'Why we collect it',
      'Third-party SDKs',
      'How long',
      'Your rights',
      'email',
      'EU representative',
    ],
    consent: [
      'First-launch',
      'nothing preselected',
      'Before the user taps “Agree”, initialize no SDK',
      'Disagree',
      'Withdraw consent',
    ],
  },
} as const

/** Why a privacy template fails the guide's rules, as sentences (none when it passes). */
export function problemsOf(text: string, language: 'zh' | 'en'): string[] {
  const problems: string[] = []
  for (const part of [...required[language].sections, ...required[language].consent])
    if (!text.includes(part)) problems.push(`missing: ${part}`)
  // A year in the template goes stale; the reader writes the date in.
  if (/\b20\d\d\b|20\d\d 年/.test(text)) problems.push('a hard-coded year')
  // Promises the reader cannot know to be true of their product.
  if (/绝不|永不|完全合规|never share|fully compliant|100%/i.test(text)) problems.push('an absolute promise')
  return problems
}

describe.each(['zh', 'en'] as const)('the %s privacy template', (language) => {
  const text = templateOf(language, article)

  it('has every minimum section and the consent-before-collection flow, and nothing that goes stale', () => {
    expect(problemsOf(text, language)).toEqual([])
  })

  it('leaves every fact about the reader’s product to a bracketed blank', () => {
    expect((text.match(/\[[^\]]+\]/g) ?? []).length).toBeGreaterThanOrEqual(12)
  })
})

it('numbers the same policy sections and consent steps in both languages', () => {
  const counts = (text: string) => [
    (text.match(/^\d+\. /gm) ?? []).length,
    (text.match(/^- /gm) ?? []).length,
  ]
  expect(counts(templateOf('zh', article))).toEqual(counts(templateOf('en', article)))
})

describe('the guide before the fix round (fixtures/consent-sentence.zh.txt)', () => {
  it('had only a sentence, which names none of the sections', () => {
    const old = readFileSync(join(import.meta.dirname, 'fixtures', 'consent-sentence.zh.txt'), 'utf8')
    expect(problemsOf(old, 'zh').length).toBeGreaterThan(5)
  })
})
