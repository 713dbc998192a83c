import { z } from '@/lib/zod'
import { disclosureSchema, heroSchema, sectionIntroSchema } from '@/components/section/content-schema'

const text = z.string().trim().min(1)

const segmentSchema = z.strictObject({
  id: z.enum(['b2b', 'b2c']),
  title: text,
  text,
  channels: z.array(z.strictObject({ title: text, text })).length(2),
})

/** public/locales/{lng}/marketing.json: the /marketing section page (SPEC section 3's structure). */
export const marketingSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  hero: heroSchema,
  channelMap: sectionIntroSchema.extend({
    markets: z
      .array(
        z.strictObject({
          id: z.enum(['domestic', 'overseas']),
          title: text,
          text,
          segments: z.array(segmentSchema).length(2),
        }),
      )
      .length(2),
  }),
  differences: sectionIntroSchema.extend({
    domesticLabel: text,
    overseasLabel: text,
    items: z.array(z.strictObject({ dimension: text, domestic: text, overseas: text })).min(3),
  }),
  deepDives: sectionIntroSchema.extend({ items: z.array(disclosureSchema).length(3) }),
})

export type MarketingContent = z.infer<typeof marketingSchema>
export type MarketId = MarketingContent['channelMap']['markets'][number]['id']
export type SegmentId = z.infer<typeof segmentSchema>['id']
