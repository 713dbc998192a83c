import { z } from '@/lib/zod'

/**
 * Shapes of the section pages' locale content. Pages parse their namespace with these through
 * usePageContent, and the tests parse every locale file with them, so a missing
 * or misspelt field fails a test instead of rendering a key on the page.
 */
const text = z.string().trim().min(1)
const httpsUrl = z.url({ protocol: /^https$/ })

export const stepSchema = z.strictObject({ title: text, text })
export type Step = z.infer<typeof stepSchema>

export const blockSchema = z
  .strictObject({
    heading: text.optional(),
    paragraphs: z.array(text).min(1).optional(),
    list: z.array(text).min(1).optional(),
    steps: z.array(stepSchema).min(1).optional(),
    tip: text.optional(),
  })
  .refine(
    (block) => Boolean(block.paragraphs ?? block.list ?? block.steps ?? block.tip),
    'a block needs some text',
  )
export type ContentBlock = z.infer<typeof blockSchema>

/** A collapsible part: its id ties it to icons and guide links kept in code. */
export const disclosureSchema = z.strictObject({
  id: text,
  title: text,
  meta: text.optional(),
  summary: text,
  blocks: z.array(blockSchema).min(1),
})
export type DisclosureContent = z.infer<typeof disclosureSchema>

export const resourceSchema = z.strictObject({
  label: text,
  url: httpsUrl,
  description: text,
  tag: text.optional(),
})
export type Resource = z.infer<typeof resourceSchema>

export const cardSchema = z.strictObject({ id: text, title: text, text })
export type Card = z.infer<typeof cardSchema>

export const heroSchema = z.strictObject({ eyebrow: text, title: text, intro: text })

export const sectionIntroSchema = z.strictObject({ title: text, intro: text })
