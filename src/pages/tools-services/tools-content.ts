import { z } from '@/lib/zod'
import { heroSchema, resourceSchema, sectionIntroSchema, stepSchema } from '@/components/section/content-schema'

const text = z.string().trim().min(1)

const pointsCard = z.strictObject({ id: text, title: text, text, points: z.array(text).min(2) })

/** public/locales/{lng}/tools.json: the /tools-services section page. */
export const toolsSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  notAnnounced: text,
  readGuide: text.includes('{{title}}'),
  hero: heroSchema,
  tryNow: z.strictObject({ label: text, hint: text.includes('{{title}}') }),
  online: sectionIntroSchema.extend({
    examplesLabel: text,
    categories: z
      .array(
        z.strictObject({
          id: text,
          title: text,
          text,
          examples: z.array(resourceSchema.omit({ tag: true })).min(2),
        }),
      )
      .length(3),
  }),
  cashflow: sectionIntroSchema.extend({ items: z.array(pointsCard).length(2) }),
  services: sectionIntroSchema.extend({
    items: z.array(pointsCard).length(3),
    domestic: sectionIntroSchema.extend({ items: z.array(resourceSchema.omit({ tag: true })).length(2) }),
  }),
  flow: sectionIntroSchema.extend({ steps: z.array(stepSchema).length(4) }),
  faq: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ id: text, question: text, answer: z.array(text).min(1) })).min(2),
  }),
  contact: sectionIntroSchema.extend({
    channels: z.strictObject({ wechat: text, videoChannel: text, officialAccount: text, douyin: text }),
    note: text,
  }),
  try: sectionIntroSchema.omit({ intro: true }).extend({ text }),
})

export type ToolsContent = z.infer<typeof toolsSchema>
export type PointsCard = z.infer<typeof pointsCard>
