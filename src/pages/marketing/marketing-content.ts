import { z } from '@/lib/zod'
import { disclosureSchema, heroSchema, keyed, sectionIntroSchema, text } from '@super-individual/content'
import { deepDiveIds, marketIds, segmentIds } from './marketing-links'

const segmentSchema = z.strictObject({
  title: text,
  text,
  channels: z.array(z.strictObject({ title: text, text })).check(z.length(2)),
})

/** public/locales/{lng}/marketing.json: the /marketing section page: two markets, each split into B2B and B2C. */
export const marketingSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  hero: heroSchema,
  channelMap: z.extend(sectionIntroSchema, {
    markets: keyed(
      marketIds,
      z.strictObject({ title: text, text, segments: keyed(segmentIds, segmentSchema) }),
    ),
  }),
  differences: z.extend(sectionIntroSchema, {
    domesticLabel: text,
    overseasLabel: text,
    items: z.array(z.strictObject({ dimension: text, domestic: text, overseas: text })).check(z.minLength(3)),
  }),
  deepDives: z.extend(sectionIntroSchema, { items: keyed(deepDiveIds, disclosureSchema) }),
})

export type MarketingContent = z.output<typeof marketingSchema>
