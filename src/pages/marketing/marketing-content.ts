import { z } from '@/lib/zod'
import { disclosureSchema, heroSchema, sectionIntroSchema, text } from '@/components/section/content-schema'

const segmentSchema = z.strictObject({
  id: z.enum(['b2b', 'b2c']),
  title: text,
  text,
  channels: z.array(z.strictObject({ title: text, text })).check(z.length(2)),
})

/** public/locales/{lng}/marketing.json: the /marketing section page (SPEC section 3's structure). */
export const marketingSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  hero: heroSchema,
  channelMap: z.extend(sectionIntroSchema, {
    markets: z
      .array(
        z.strictObject({
          id: z.enum(['domestic', 'overseas']),
          title: text,
          text,
          segments: z.array(segmentSchema).check(z.length(2)),
        }),
      )
      .check(z.length(2)),
  }),
  differences: z.extend(sectionIntroSchema, {
    domesticLabel: text,
    overseasLabel: text,
    items: z.array(z.strictObject({ dimension: text, domestic: text, overseas: text })).check(z.minLength(3)),
  }),
  deepDives: z.extend(sectionIntroSchema, { items: z.array(disclosureSchema).check(z.length(3)) }),
})

export type MarketingContent = z.infer<typeof marketingSchema>
export type MarketId = MarketingContent['channelMap']['markets'][number]['id']
export type SegmentId = z.infer<typeof segmentSchema>['id']
