// The example output shown under the landing-page prompt, one per language, checked against that
// language's prompt: the JSON shape its output format spells out, three different angles, and the
// length limits and banned words of its requirements. Nothing calls a model: this is the answer the
// guide says a model should give, and it must be one the prompt would accept.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lengthOf, outputFormatOf, shapeOf, templateOf } from '../../support/article-blocks.ts'

interface Output {
  variants: { angle: string; headline: string; subheadline: string; cta: string }[]
  assumptions: string[]
}

// The prompt's requirements in each language: headline and subheadline limits, and the banned words.
const requirements = {
  en: { headline: 8, subheadline: 20, banned: /revolutioni[sz]e|empower|all-in-one/i },
  zh: { headline: 18, subheadline: 40, banned: /颠覆|赋能|一站式/ },
} as const

describe.each(['en', 'zh'] as const)('output.%s.json', (language) => {
  const output = JSON.parse(
    readFileSync(join(import.meta.dirname, `output.${language}.json`), 'utf8'),
  ) as Output
  const prompt = templateOf(language, 'products-tech/ai-prompts')
  const { headline, subheadline, banned } = requirements[language]

  it('has exactly the shape the prompt’s output format asks for', () => {
    expect(shapeOf(output)).toEqual(shapeOf(outputFormatOf(prompt)))
  })

  it('gives three versions with different angles, within the length limits, without the banned words', () => {
    expect(output.variants).toHaveLength(3)
    expect(new Set(output.variants.map((variant) => variant.angle)).size).toBe(3)
    for (const variant of output.variants) {
      expect(lengthOf(variant.headline), variant.headline).toBeLessThanOrEqual(headline)
      expect(lengthOf(variant.subheadline), variant.subheadline).toBeLessThanOrEqual(subheadline)
      expect(JSON.stringify(variant)).not.toMatch(banned)
    }
  })
})
