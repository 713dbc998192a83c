import { describe, expect, it } from 'vitest'
import { expectIdsCovered, languages, localeContent } from '@/test/content-test-helpers'
import { effortSplit } from './effort-split'
import { individualSchema } from './individual-content'
import { marketAreaGuides, productStepGuides, skillGroupGuides, stageGuides } from './individual-links'
import { marketAreaIcons } from './market-areas'
import { advantageIcons } from './overview-advantages'
import { capabilityIcons } from './overview-path'
import { stageIcons } from './overview-stages'
import { productStepIcons } from './product-steps'
import { skillGroupIcons } from './skill-groups'

// Parsed inside each test, so a schema failure is reported as that test's failure.
const parsed = () =>
  languages.map((language) => individualSchema.parse(localeContent(language, 'individual')))

describe('individual.json', () => {
  it.each(languages)('%s passes the schema', (language) => {
    expect(individualSchema.safeParse(localeContent(language, 'individual')).error).toBeUndefined()
  })

  it('names the same parts in both languages, each with its icon and guides in code', () => {
    const content = parsed()
    expectIdsCovered(
      content.map((c) => c.overview.advantages.items.map((item) => item.id)),
      advantageIcons,
    )
    expectIdsCovered(
      content.map((c) => c.overview.path.capabilities.map((item) => item.id)),
      capabilityIcons,
    )
    expectIdsCovered(
      content.map((c) => c.overview.stages.items.map((item) => item.id)),
      stageIcons,
      stageGuides,
    )
    expectIdsCovered(
      content.map((c) => c.skills.groups.items.map((item) => item.id)),
      skillGroupIcons,
      skillGroupGuides,
      Object.fromEntries(effortSplit.map((item) => [item.id, item])),
    )
    expectIdsCovered(
      content.map((c) => c.productPath.steps.map((step) => step.id)),
      productStepIcons,
      productStepGuides,
    )
    expectIdsCovered(
      content.map((c) => c.market.areas.map((area) => area.id)),
      marketAreaIcons,
      marketAreaGuides,
    )
  })

  it('keeps the phases of SPEC section 9 in order: 0-3, 3-6, 6-9, 9-12 months', () => {
    const content = parsed()
    for (const c of content) {
      expect(c.skills.phases.items.map((phase) => phase.meta?.match(/\d+-\d+/)?.[0])).toEqual([
        '0-3',
        '3-6',
        '6-9',
        '9-12',
      ])
    }
    expect(effortSplit.map((item) => item.value)).toEqual([60, 30, 10])
  })
})
