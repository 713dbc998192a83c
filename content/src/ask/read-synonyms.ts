import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { atLeast, text } from '../schema/content-schema'
import { z } from '../zod'

// Each group two or more words, none empty: a word alone would find nothing more.
const synonymsSchema = z.strictObject({
  groups: z.array(atLeast(2, text)),
})

/** content/ask/synonyms.json, the answer engine's thesaurus (see AskManifest.synonyms). */
export function readSynonyms(root: string): string[][] {
  const file = join(root, 'content', 'ask', 'synonyms.json')
  const parsed = synonymsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
  return parsed.data.groups
}
