// The example output shown under the landing-page prompt, one per language, checked against that
// language's prompt: the JSON shape its output format spells out, three different angles, and the
// length limits and banned words of its requirements. Nothing calls a model: this is the answer the
// guide says a model should give, and it must be one the prompt would accept. The prompt forbids
// figures and promises its notes and reader description do not give; the example the December
// review found (kept in fixtures/) broke that rule with "five minutes", "14 days", "next morning",
// and the same check must reject it.
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

// The rule the prompt states, and the promises of speed, trials, demos or guarantees no empty notes can give.
const sourcedOnly = {
  en: {
    rule: 'come only from <notes>',
    promises: /guarantee|instantly|next morning|in minutes|free trial|free for|demo/i,
  },
  zh: { rule: '只能来自 <notes>', promises: /保证|立刻|马上|第二天|次日|几分钟|免费试用|包退|演示/ },
} as const

const zhDigits: Record<string, string> = {
  一: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  十: '10',
}
const englishNumbers =
  /\b(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|hundred|thousand)\b/gi

/** The figures a piece of copy states: numbers, and in Chinese a numeral with its unit (五分钟 → 5分钟). */
function figuresOf(language: 'en' | 'zh', text: string): string[] {
  if (language === 'en') return (text.match(englishNumbers) ?? []).map((figure) => figure.toLowerCase())
  const plain = text
    .replace(/\s+/g, '')
    .replace(/[一二两三四五六七八九十]/g, (numeral) => zhDigits[numeral] ?? numeral)
  return plain.match(/\d+(?:分钟|小时|天|笔|个|次|倍|元|%|月|周|年|单)/g) ?? []
}

/** What an output claims that the prompt outside its notes does not give: figures and promises. */
function unsourcedClaims(language: 'en' | 'zh', output: Output, prompt: string): string[] {
  // The notes block is the last <notes> of the prompt; the rules above it mention the tag by name.
  const given = prompt.slice(0, prompt.lastIndexOf('<notes>'))
  const givenFigures = new Set(figuresOf(language, given))
  return output.variants.flatMap((variant) => {
    const copy = [variant.headline, variant.subheadline, variant.cta].join(' ')
    const promises = copy.match(sourcedOnly[language].promises) ?? []
    return [...figuresOf(language, copy).filter((figure) => !givenFigures.has(figure)), ...promises]
  })
}

describe.each(['en', 'zh'] as const)('output.%s.json', (language) => {
  const output = JSON.parse(
    readFileSync(join(import.meta.dirname, `output.${language}.json`), 'utf8'),
  ) as Output
  const prompt = templateOf(language, 'products-tech/ai-prompts')
  const { headline, subheadline, banned } = requirements[language]

  it('has exactly the shape the prompt’s output format asks for', () => {
    expect(shapeOf(output)).toEqual(shapeOf(outputFormatOf(prompt)))
  })

  it('states the rule that figures and promises come only from the notes', () => {
    expect(prompt).toContain(sourcedOnly[language].rule)
  })

  it('uses no figure or promise the prompt does not give, and lists what it assumed', () => {
    expect(unsourcedClaims(language, output, prompt)).toEqual([])
    expect(output.assumptions.length).toBeGreaterThan(0)
  })

  it('rejects the example the review found, which invented figures and promises', () => {
    const reviewed = JSON.parse(
      readFileSync(join(import.meta.dirname, 'fixtures', `output.before-fix.${language}.json`), 'utf8'),
    ) as Output
    expect(unsourcedClaims(language, reviewed, prompt).length).toBeGreaterThanOrEqual(4)
  })

  it('rejects the second reader’s example, whose call to action offered a demo the notes never gave', () => {
    const reviewed = JSON.parse(
      readFileSync(join(import.meta.dirname, 'fixtures', `output.before-cta.${language}.json`), 'utf8'),
    ) as Output
    expect(unsourcedClaims(language, reviewed, prompt)).toEqual([language === 'zh' ? '演示' : 'demo'])
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
