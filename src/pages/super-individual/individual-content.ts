import { z } from '@/lib/zod'
import {
  blockSchema,
  cardSchema,
  disclosureSchema,
  heroSchema,
  resourceSchema,
  sectionIntroSchema,
  stepSchema,
  text,
  keyed,
} from '@super-individual/content'
import {
  advantageIds,
  capabilityIds,
  marketAreaIds,
  productStepIds,
  skillGroupIds,
  skillPhaseIds,
  stageIds,
} from './individual-links'

export const overviewSchema = z.strictObject({
  hero: heroSchema,
  what: z.strictObject({
    title: text,
    paragraphs: z.array(text).check(z.minLength(2)),
    misconceptionsTitle: text,
    misconceptions: z.array(text).check(z.minLength(2)),
  }),
  advantages: z.extend(sectionIntroSchema, {
    items: keyed(advantageIds, cardSchema),
    tradeoffsTitle: text,
    tradeoffs: z.array(text).check(z.minLength(2)),
  }),
  path: z.extend(sectionIntroSchema, {
    steps: z.array(stepSchema).check(z.minLength(3)),
    capabilitiesTitle: text,
    capabilities: keyed(capabilityIds, cardSchema),
  }),
  stages: z.extend(sectionIntroSchema, { items: keyed(stageIds, disclosureSchema) }),
  community: z.extend(sectionIntroSchema, {
    channels: z.strictObject({ wechatGroup: text, qqGroup: text, discord: text }),
    note: text,
  }),
  records: z.strictObject({ title: text, status: text, text, startTitle: text }),
})

export const skillsSchema = z.strictObject({
  hero: heroSchema,
  groups: z.extend(sectionIntroSchema, {
    skillsLabel: text,
    items: keyed(skillGroupIds, z.extend(cardSchema, { skills: z.array(text).check(z.minLength(3)) })),
  }),
  phases: z.extend(sectionIntroSchema, { items: keyed(skillPhaseIds, disclosureSchema) }),
  courses: z.extend(sectionIntroSchema, { items: z.array(resourceSchema).check(z.minLength(3)) }),
  tools: z.extend(sectionIntroSchema, { items: z.array(resourceSchema).check(z.minLength(3)) }),
  split: z.strictObject({
    title: text,
    caption: text,
    valueText: text.check(z.includes('{{value}}')),
    labels: z.strictObject({ technical: text, product: text, marketing: text }),
    note: text,
    linksTitle: text,
  }),
})

export const productPathSchema = z.strictObject({
  hero: heroSchema,
  stepsTitle: text,
  stepsIntro: text,
  labels: z.strictObject({ actions: text, deliverable: text, pitfall: text, tools: text }),
  steps: keyed(
    productStepIds,
    z.strictObject({
      title: text,
      summary: text,
      actions: z.array(text).check(z.minLength(3)),
      deliverable: text,
      pitfall: text,
      tools: z.array(z.omit(resourceSchema, { tag: true })).check(z.minLength(1)),
    }),
  ),
  checklist: z.extend(sectionIntroSchema, { items: z.array(text).check(z.minLength(4)) }),
})

export const marketSchema = z.strictObject({
  hero: heroSchema,
  areas: keyed(
    marketAreaIds,
    z.extend(sectionIntroSchema, { blocks: z.array(blockSchema).check(z.minLength(1)) }),
  ),
})

/** public/locales/{lng}/individual.json: the super-individual section pages. */
export const individualSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  notAnnounced: text,
  overview: overviewSchema,
  skills: skillsSchema,
  productPath: productPathSchema,
  market: marketSchema,
})

export type OverviewContent = z.output<typeof overviewSchema>
export type SkillsContent = z.output<typeof skillsSchema>
export type ProductPathContent = z.output<typeof productPathSchema>
export type MarketContent = z.output<typeof marketSchema>

// What every super-individual page reads besides its own part; the other pages' parts are not its
// concern, so a broken skills page leaves the overview readable.
const shared = { toc: text, relatedGuides: text, notAnnounced: text }
export const overviewPageSchema = z.object({ ...shared, overview: overviewSchema })
export const skillsPageSchema = z.object({ ...shared, skills: skillsSchema })
export const productPathPageSchema = z.object({ ...shared, productPath: productPathSchema })
export const marketPageSchema = z.object({ ...shared, market: marketSchema })
