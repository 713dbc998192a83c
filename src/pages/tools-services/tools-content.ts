import { z } from '@/lib/zod'
import {
  heroSchema,
  resourceSchema,
  sectionIntroSchema,
  stepSchema,
  text,
} from '@/components/section/content-schema'

const pointsCard = z.strictObject({
  id: text,
  title: text,
  text,
  points: z.array(text).check(z.minLength(2)),
})

/** public/locales/{lng}/tools.json: the /tools-services section page. */
export const toolsSchema = z.strictObject({
  toc: text,
  relatedGuides: text,
  notAnnounced: text,
  readGuide: text.check(z.includes('{{title}}')),
  hero: heroSchema,
  tryNow: z.strictObject({ label: text, hint: text.check(z.includes('{{title}}')) }),
  online: z.extend(sectionIntroSchema, {
    examplesLabel: text,
    categories: z
      .array(
        z.strictObject({
          id: text,
          title: text,
          text,
          examples: z.array(z.omit(resourceSchema, { tag: true })).check(z.minLength(2)),
        }),
      )
      .check(z.length(3)),
  }),
  cashflow: z.extend(sectionIntroSchema, { items: z.array(pointsCard).check(z.length(2)) }),
  services: z.extend(sectionIntroSchema, {
    items: z.array(pointsCard).check(z.length(3)),
    domestic: z.extend(sectionIntroSchema, {
      items: z.array(z.omit(resourceSchema, { tag: true })).check(z.length(2)),
    }),
  }),
  flow: z.extend(sectionIntroSchema, { steps: z.array(stepSchema).check(z.length(4)) }),
  faq: z.strictObject({
    title: text,
    items: z
      .array(z.strictObject({ id: text, question: text, answer: z.array(text).check(z.minLength(1)) }))
      .check(z.minLength(2)),
  }),
  contact: z.extend(sectionIntroSchema, {
    channels: z.strictObject({ wechat: text, videoChannel: text, officialAccount: text, douyin: text }),
    note: text,
  }),
  try: z.extend(z.omit(sectionIntroSchema, { intro: true }), { text }),
})

export type ToolsContent = z.infer<typeof toolsSchema>
export type PointsCard = z.infer<typeof pointsCard>
