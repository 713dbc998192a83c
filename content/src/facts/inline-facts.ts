import { InlineError } from '../examples/inline-examples.ts'
import { sharedFactSchema, type SharedFact } from './fact-schema.ts'

type Json = Record<string, unknown>

/** Where a shared fact lives, from the repository's root. */
export const factFile = (id: string) => `content/facts/${id}.json`

/** The shared fact `id`, read and checked, or an InlineError naming what is wrong. */
export function readSharedFact(id: string, readFile: (path: string) => string): SharedFact {
  let text: string
  try {
    text = readFile(factFile(id))
  } catch {
    throw new InlineError(`the shared fact "${id}" does not exist: add ${factFile(id)}`)
  }
  const result = sharedFactSchema.safeParse(JSON.parse(text))
  if (!result.success)
    throw new InlineError(
      `${factFile(id)}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  return result.data
}

/** The ids of the shared facts an article refers to, in reading order, each once. */
export function factRefsOf(article: unknown): string[] {
  const sections = (article as Json | null)?.sections
  if (!Array.isArray(sections)) return []
  const refs = sections.flatMap((section: Json) =>
    Array.isArray(section.blocks)
      ? section.blocks.flatMap((block: Json) =>
          block.type === 'fact' && typeof block.ref === 'string' ? [block.ref] : [],
        )
      : [],
  )
  return [...new Set(refs)]
}

/**
 * The article with every `{ "type": "fact", "ref": "<id>" }` block replaced by the shared fact in
 * the article's language: its text (and a statute's quoted article), its source and its two dates.
 * The fact file is the only copy, so a referring block holds nothing but its type and ref.
 */
export function inlineFacts(
  article: unknown,
  language: 'zh' | 'en',
  readFile: (path: string) => string,
): unknown {
  const sections = (article as Json | null)?.sections
  if (!Array.isArray(sections)) return article
  const inlined = (block: Json): Json => {
    if (block.type !== 'fact' || typeof block.ref !== 'string') return block
    const extra = Object.keys(block).filter((key) => key !== 'type' && key !== 'ref')
    if (extra.length > 0)
      throw new InlineError(
        `the block referring to the shared fact "${block.ref}" also holds ${extra.join(', ')}; ${factFile(block.ref)} is the only copy`,
      )
    const fact = readSharedFact(block.ref, readFile)
    const wording = fact[language]
    return {
      type: 'fact',
      ref: block.ref,
      text: wording.text,
      ...(wording.quote ? { quote: wording.quote } : {}),
      asOf: fact.asOf,
      checked: fact.checked,
      source: { label: wording.label, url: fact.source.url, primary: fact.source.primary },
    }
  }
  return {
    ...(article as Json),
    sections: sections.map((section: Json) =>
      Array.isArray(section.blocks) ? { ...section, blocks: section.blocks.map(inlined) } : section,
    ),
  }
}
