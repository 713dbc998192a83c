import { z } from '@/lib/zod'
import {
  heroSchema,
  keyed,
  resourceSchema,
  sectionIntroSchema,
  stepSchema,
  text,
} from '@super-individual/content'
import { cashflowIds, faqIds, onlineCategoryIds, playbookIds, serviceIds } from './tools-links'

const pointsCard = z.strictObject({
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
  playbooks: z.extend(sectionIntroSchema, { items: keyed(playbookIds, pointsCard) }),
  online: z.extend(sectionIntroSchema, {
    examplesLabel: text,
    categories: keyed(
      onlineCategoryIds,
      z.strictObject({
        title: text,
        text,
        examples: z.array(z.omit(resourceSchema, { tag: true })).check(z.minLength(2)),
      }),
    ),
  }),
  cashflow: z.extend(sectionIntroSchema, { items: keyed(cashflowIds, pointsCard) }),
  services: z.extend(sectionIntroSchema, {
    items: keyed(serviceIds, pointsCard),
    domestic: z.extend(sectionIntroSchema, {
      items: z.array(z.omit(resourceSchema, { tag: true })).check(z.length(2)),
    }),
  }),
  flow: z.extend(sectionIntroSchema, { steps: z.array(stepSchema).check(z.length(4)) }),
  faq: z.strictObject({
    title: text,
    items: keyed(faqIds, z.strictObject({ question: text, answer: z.array(text).check(z.minLength(1)) })),
  }),
  contact: z.extend(sectionIntroSchema, {
    channels: z.strictObject({ wechat: text, videoChannel: text, officialAccount: text, douyin: text }),
    note: text,
  }),
  try: z.extend(z.omit(sectionIntroSchema, { intro: true }), { text }),
})

export type ToolsContent = z.output<typeof toolsSchema>
export type PointsCard = z.output<typeof pointsCard> & { id: string }
