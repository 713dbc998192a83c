import { z } from '@/lib/zod'
import { glossarySourceSchema } from '@super-individual/content'

/** A guide that uses a term, as the build found it: its path without the language prefix and its title. */
const guideUseSchema = z.strictObject({ path: z.string(), title: z.string() })

/**
 * The generated `glossary-terms` namespace (build/src/glossary), one per language: the glossary page.
 * `name` is the term in the page's language, `otherName` in the other one.
 */
export const glossaryTermsSchema = z.strictObject({
  topics: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      terms: z.array(
        z.strictObject({
          id: z.string(),
          name: z.string(),
          otherName: z.string(),
          aliases: z.array(z.string()),
          definition: z.string(),
          sources: z.array(glossarySourceSchema),
          guides: z.array(guideUseSchema),
        }),
      ),
    }),
  ),
})

/** Where a term is marked in one text: [start, end, term id], in UTF-16 units. */
const markSchema = z.tuple([z.number(), z.number(), z.string()])

/**
 * The generated `glossary-marks/<article id>` namespace, one per guide and language: the first use
 * of each term in the guide's paragraphs and list items, keyed as content/src/glossary/guide-text.ts
 * keys them ("2.p0"), and what the popover shows for each marked term.
 */
export const glossaryMarksSchema = z.strictObject({
  terms: z.record(
    z.string(),
    z.strictObject({ name: z.string(), otherName: z.string(), definition: z.string() }),
  ),
  marks: z.record(z.string(), z.array(markSchema)),
})

export type GlossaryTermsContent = z.infer<typeof glossaryTermsSchema>
export type GlossaryPageTerm = GlossaryTermsContent['topics'][number]['terms'][number]
export type GlossaryMarks = z.infer<typeof glossaryMarksSchema>
export type GlossaryMark = z.infer<typeof markSchema>
