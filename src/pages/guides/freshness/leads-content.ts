import { z } from '@/lib/zod'

const day = z.iso.date()

/**
 * The generated `translation-leads` namespace (build/src/feeds): for each guide whose other language
 * is ahead, which language leads and since when. Only guides that lag appear.
 */
export const translationLeadsSchema = z.strictObject({
  leads: z.record(z.string(), z.strictObject({ leader: z.enum(['zh', 'en']), since: day, updated: day })),
})

export type TranslationLeads = z.infer<typeof translationLeadsSchema>
