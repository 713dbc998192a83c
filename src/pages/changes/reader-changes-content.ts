import { z } from '@/lib/zod'

/**
 * The generated `reader-changes` namespace (build/src/feeds/reader-changes.ts): every guide's reader
 * change-log entries, newest first.
 */
export const readerChangesSchema = z.strictObject({
  entries: z.array(
    z.strictObject({
      date: z.iso.date(),
      text: z.string(),
      article: z.string(),
      section: z.string(),
      path: z.string().check(z.regex(/^\//)),
      title: z.string(),
      ordinal: z.number(),
    }),
  ),
})

export type ReaderChanges = z.infer<typeof readerChangesSchema>
export type ReaderChange = ReaderChanges['entries'][number]
