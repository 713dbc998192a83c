import { z } from 'zod'

const text = z.string().trim().min(1)
const httpsUrl = z.url({ protocol: /^https$/ })

export const articleLinkSchema = z.strictObject({
  label: text,
  url: httpsUrl,
  description: text,
})

export const articleStepSchema = z.strictObject({
  title: text,
  text: text,
})

export const articleSectionSchema = z.strictObject({
  heading: text,
  paragraphs: z.array(text).min(1),
  list: z.array(text).min(1).optional(),
  steps: z.array(articleStepSchema).min(1).optional(),
})

/** The shape every guide article JSON file (public/locales/{lng}/articles/...) must have. */
export const articleSchema = z.strictObject({
  title: text,
  intro: text,
  lastReviewed: z.iso.date(),
  sections: z.array(articleSectionSchema).min(4),
  resources: z.array(articleLinkSchema).min(1),
})

export type Article = z.infer<typeof articleSchema>
export type ArticleSection = z.infer<typeof articleSectionSchema>
export type ArticleLink = z.infer<typeof articleLinkSchema>
