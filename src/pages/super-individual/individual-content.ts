import { z } from '@/lib/zod'
import {
  blockSchema,
  cardSchema,
  disclosureSchema,
  heroSchema,
  resourceSchema,
  sectionIntroSchema,
  stepSchema,
} from '@/components/section/content-schema'

const text = z.string().trim().min(1)

export const overviewSchema = z.strictObject({
  hero: heroSchema,
  what: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(2),
    misconceptionsTitle: text,
    misconceptions: z.array(text).min(2),
  }),
  advantages: sectionIntroSchema.extend({
    items: z.array(cardSchema).length(4),
    tradeoffsTitle: text,
    tradeoffs: z.array(text).min(2),
  }),
  path: sectionIntroSchema.extend({
    steps: z.array(stepSchema).min(3),
    capabilitiesTitle: text,
    capabilities: z.array(cardSchema).length(4),
  }),
  stages: sectionIntroSchema.extend({ items: z.array(disclosureSchema).length(4) }),
  community: sectionIntroSchema.extend({
    channels: z.strictObject({ wechatGroup: text, qqGroup: text, discord: text }),
    note: text,
  }),
  records: z.strictObject({ title: text, status: text, text, startTitle: text }),
})

export const skillsSchema = z.strictObject({
  hero: heroSchema,
  groups: sectionIntroSchema.extend({
    skillsLabel: text,
    items: z.array(cardSchema.extend({ skills: z.array(text).min(3) })).length(3),
  }),
  phases: sectionIntroSchema.extend({ items: z.array(disclosureSchema).length(4) }),
  courses: sectionIntroSchema.extend({ items: z.array(resourceSchema).min(3) }),
  tools: sectionIntroSchema.extend({ items: z.array(resourceSchema).min(3) }),
  split: z.strictObject({
    title: text,
    caption: text,
    valueText: text.includes('{{value}}'),
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
  steps: z
    .array(
      cardSchema.omit({ text: true }).extend({
        summary: text,
        actions: z.array(text).min(3),
        deliverable: text,
        pitfall: text,
        tools: z.array(resourceSchema.omit({ tag: true })).min(1),
      }),
    )
    .length(4),
  checklist: sectionIntroSchema.extend({ items: z.array(text).min(4) }),
})

export const marketSchema = z.strictObject({
  hero: heroSchema,
  areas: z.array(sectionIntroSchema.extend({ id: text, blocks: z.array(blockSchema).min(1) })).length(4),
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

export type OverviewContent = z.infer<typeof overviewSchema>
export type SkillsContent = z.infer<typeof skillsSchema>
export type ProductPathContent = z.infer<typeof productPathSchema>
export type MarketContent = z.infer<typeof marketSchema>

// What every super-individual page reads besides its own part; the other pages' parts are not its
// concern, so a broken skills page leaves the overview readable.
const shared = { toc: text, relatedGuides: text, notAnnounced: text }
export const overviewPageSchema = z.object({ ...shared, overview: overviewSchema })
export const skillsPageSchema = z.object({ ...shared, skills: skillsSchema })
export const productPathPageSchema = z.object({ ...shared, productPath: productPathSchema })
export const marketPageSchema = z.object({ ...shared, market: marketSchema })
