import { z } from '../zod'
import { atLeast, httpsUrl, text } from '../schema/content-schema'

/** A term's anchor on /glossary: lower-case words joined by hyphens, unique across all topics. */
const termIdSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a kebab-case id such as merchant-of-record'))

/** Chinese and English of one piece of text. */
const bilingual = z.strictObject({ zh: text, en: text })

/**
 * The page a definition's fact stands on, as a guide's sources are: the exact page, the day someone
 * read it, and `secondary: true` for a reprint, a blog or a forum rather than the rule's own page.
 */
export const glossarySourceSchema = z.strictObject({
  title: text,
  url: httpsUrl,
  checked: z.iso.date(),
  secondary: z.optional(z.literal(true)),
})

/**
 * One term. `aliases.zh` holds abbreviations and traditional forms, `aliases.en` common English
 * variants; the build finds the guides that use a term by its names and aliases, so an alias is
 * also what gets marked in a guide. `sources` is empty only when the definition states no fact.
 */
export const glossaryTermSchema = z.strictObject({
  id: termIdSchema,
  zh: text,
  en: text,
  aliases: z.strictObject({ zh: z.array(text), en: z.array(text) }),
  definition: bilingual,
  sources: z.array(glossarySourceSchema),
})

/** content/glossary/topics/<topic-id>.json: a topic's title and its terms. */
export const glossaryTopicSchema = z.strictObject({
  title: bilingual,
  terms: atLeast(1, glossaryTermSchema),
})

/** content/glossary/topics.order.json: the order of the topics on the page, by file name. */
export const glossaryOrderSchema = z.array(termIdSchema)

export type GlossarySource = z.infer<typeof glossarySourceSchema>
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>
export type GlossaryTopic = z.infer<typeof glossaryTopicSchema>
