import { z } from '@/lib/zod'
import { text } from '@super-individual/content'

const documentSchema = z.strictObject({
  title: text,
  intro: text,
  sections: z
    .array(z.strictObject({ heading: text, paragraphs: z.array(text).check(z.minLength(1)) }))
    .check(z.minLength(1)),
})

/** public/locales/{lng}/legal.json: the terms and the privacy policy. */
export const legalSchema = z.strictObject({ updated: text, terms: documentSchema, privacy: documentSchema })
