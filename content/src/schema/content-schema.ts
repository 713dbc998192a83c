import { z } from '../zod'

/**
 * Shapes of the section pages' locale content. Pages parse their namespace with these through
 * usePageContent, and the tests parse every locale file with them, so a missing
 * or misspelt field fails a test instead of rendering a key on the page.
 */
/**
 * Editors' text: not empty, and without spaces at either end. A check rather than a trim, because
 * the browser reads the JSON as it is (see src/i18n/use-page-content.ts): the schemas never
 * change what they check.
 */
export const text = z.string().check(
  z.minLength(1),
  z.refine((value) => value.trim() === value, 'remove the spaces at the start or end'),
)
export const httpsUrl = z.url({ protocol: /^https$/ })
/** An array of at least `count` items. */
export const atLeast = <T extends z.ZodMiniType>(count: number, item: T) =>
  z.array(item).check(z.minLength(count))
/** An array of exactly `count` items. */
export const exactly = <T extends z.ZodMiniType>(count: number, item: T) =>
  z.array(item).check(z.length(count))

export const stepSchema = z.strictObject({ title: text, text })
export type Step = z.infer<typeof stepSchema>

export const blockSchema = z
  .strictObject({
    heading: z.optional(text),
    paragraphs: z.optional(atLeast(1, text)),
    list: z.optional(atLeast(1, text)),
    steps: z.optional(atLeast(1, stepSchema)),
    tip: z.optional(text),
  })
  .check(
    z.refine(
      (block) => Boolean(block.paragraphs ?? block.list ?? block.steps ?? block.tip),
      'a block needs some text',
    ),
  )
export type ContentBlock = z.infer<typeof blockSchema>

/** A collapsible part: its key in the JSON (see `keyed`) ties it to icons and guide links kept in code. */
export const disclosureSchema = z.strictObject({
  title: text,
  meta: z.optional(text),
  summary: text,
  blocks: atLeast(1, blockSchema),
})
export type DisclosureContent = z.infer<typeof disclosureSchema> & { id: string }

export const resourceSchema = z.strictObject({
  label: text,
  url: httpsUrl,
  description: text,
  tag: z.optional(text),
})
export type Resource = z.infer<typeof resourceSchema>

export const cardSchema = z.strictObject({ title: text, text })

export const heroSchema = z.strictObject({ eyebrow: text, title: text, intro: text })

export const sectionIntroSchema = z.strictObject({ title: text, intro: text })

/**
 * Items an editor words under fixed keys: the JSON holds `{ "<id>": { ...words } }`, the code holds
 * the ids and their order (with the icons and links that belong to them) and lays the items out
 * with `inOrder`. A key missing from the JSON, or one the code does not know, fails the check.
 */
export function keyed<const Id extends string, Item extends z.ZodMiniObject>(ids: readonly Id[], item: Item) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, item])) as Record<Id, Item>)
}
