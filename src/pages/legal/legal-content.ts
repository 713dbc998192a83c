import { z } from '@/lib/zod'

const text = z.string().trim().min(1)

const documentSchema = z.strictObject({
  title: text,
  intro: text,
  sections: z.array(z.strictObject({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
})

/** public/locales/{lng}/legal.json: the terms and the privacy policy. */
export const legalSchema = z.strictObject({ updated: text, terms: documentSchema, privacy: documentSchema })
