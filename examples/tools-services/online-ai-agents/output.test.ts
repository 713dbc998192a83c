// The example output shown under the support-triage instructions, one per language, checked against
// that language's instructions: the JSON shape of its output format, a category from its list (the
// Chinese list is in Chinese, so one shared English example could not follow it), an urgency it names,
// and the reply's length limit.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lengthOf, outputFormatOf, shapeOf, templateOf } from '../../support/article-blocks.ts'

interface Triage {
  category: string
  urgency: string
  summary: string
  draft_reply: string
  needs_human: boolean
}

// The reply limit of step 3 in each language's instructions.
const replyLimit = { en: 60, zh: 80 } as const

/** The categories step 1 of the instructions lists: "1. Pick a category: refund, shipping, ...". */
function categoriesOf(instructions: string): string[] {
  const step = instructions.split('\n').find((line) => line.startsWith('1.')) ?? ''
  return step
    .replace(/^[^:：]*[:：]\s*/, '')
    .replace(/[.。]$/, '')
    .split(/[,、]\s*/)
}

describe.each(['en', 'zh'] as const)('output.%s.json', (language) => {
  const output = JSON.parse(
    readFileSync(join(import.meta.dirname, `output.${language}.json`), 'utf8'),
  ) as Triage
  const instructions = templateOf(language, 'tools-services/online-ai-agents')

  it('has exactly the shape the instructions’ output format asks for', () => {
    expect(shapeOf(output)).toEqual(shapeOf(outputFormatOf(instructions)))
  })

  it('uses a category and an urgency the instructions name, and keeps the reply within the limit', () => {
    expect(categoriesOf(instructions)).toContain(output.category)
    expect(['high', 'medium', 'low']).toContain(output.urgency)
    expect(lengthOf(output.draft_reply)).toBeLessThanOrEqual(replyLimit[language])
  })
})
