import { describe, expect, it } from 'vitest'
import { expectIdsCovered, languages, localeContent } from '@/test/content-test-helpers'
import { effortSplit } from './effort-split'
import { individualSchema } from './individual-content'
import {
  marketAreaGuides,
  productStepGuides,
  skillGroupGuides,
  skillPhaseIds,
  stageGuides,
} from './individual-links'
import { marketAreaIcons } from './market-areas'
import { advantageIcons } from './overview-advantages'
import { capabilityIcons } from './overview-path'
import { stageIcons } from './overview-stages'
import { productStepIcons } from './product-steps'
import { skillGroupIcons } from './skill-groups'
import { inOrder } from '@/components/section/in-order'

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
      content.map((c) => Object.keys(c.overview.advantages.items)),
      advantageIcons,
    )
    expectIdsCovered(
      content.map((c) => Object.keys(c.overview.path.capabilities)),
      capabilityIcons,
    )
    expectIdsCovered(
      content.map((c) => Object.keys(c.overview.stages.items)),
      stageIcons,
      stageGuides,
    )
    expectIdsCovered(
      content.map((c) => Object.keys(c.skills.groups.items)),
      skillGroupIcons,
      skillGroupGuides,
      Object.fromEntries(effortSplit.map((item) => [item.id, item])),
    )
    expectIdsCovered(
      content.map((c) => Object.keys(c.productPath.steps)),
      productStepIcons,
      productStepGuides,
    )
    expectIdsCovered(
      content.map((c) => Object.keys(c.market.areas)),
      marketAreaIcons,
      marketAreaGuides,
    )
  })

  it('keeps the learning phases in order: 0-3, 3-6, 6-9, 9-12 months', () => {
    const content = parsed()
    for (const c of content) {
      expect(
        inOrder(skillPhaseIds, c.skills.phases.items).map((phase) => phase.meta?.match(/\d+-\d+/)?.[0]),
      ).toEqual(['0-3', '3-6', '6-9', '9-12'])
    }
    expect(effortSplit.map((item) => item.value)).toEqual([60, 30, 10])
  })
})
