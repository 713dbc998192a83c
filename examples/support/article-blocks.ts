import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Language = 'zh' | 'en'
interface Block {
  type: string
  title?: string
  text?: string
  code?: string
}

/** A guide's article file in one language, as the site serves it; `T` names the parts a test reads. */
export function articleOf<T = { sections: { blocks?: Block[] }[] }>(
  language: Language,
  articleId: string,
): T {
  const file = join(
    import.meta.dirname,
    '..',
    '..',
    'public',
    'locales',
    language,
    'articles',
    `${articleId}.json`,
  )
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/** The blocks of a guide in one language, as its article file holds them. */
function blocksOf(language: Language, articleId: string): Block[] {
  return articleOf(language, articleId).sections.flatMap((section) => section.blocks ?? [])
}

/** The text of the guide's first template block, as a reader of that language copies it. */
export function templateOf(language: Language, articleId: string): string {
  const template = blocksOf(language, articleId).find((block) => block.type === 'template')
  if (!template?.text) throw new Error(`${language}/${articleId} has no template`)
  return template.text
}

/** The code of an inline (text) code block, found by its title, such as a .dockerignore. */
export function inlineCodeOf(language: Language, articleId: string, title: string): string {
  const block = blocksOf(language, articleId).find(
    (candidate) => candidate.type === 'code' && candidate.title === title,
  )
  if (!block?.code) throw new Error(`${language}/${articleId} has no inline code block "${title}"`)
  return block.code
}

/** The JSON a prompt's output format spells out: its first line that parses as a JSON object. */
export function outputFormatOf(prompt: string): unknown {
  for (const line of prompt.split('\n').filter((text) => text.startsWith('{'))) {
    try {
      return JSON.parse(line)
    } catch {
      // A line that opens with { but is prose; keep looking.
    }
  }
  throw new Error('the prompt spells out no JSON output format')
}

/** A JSON value reduced to its keys and value types, to compare an output with the format asked for. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return [shapeOf(value[0])]
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]))
  return typeof value
}

/** Length as a prompt's limit counts it: each Chinese character and each Latin word or number is one. */
export function lengthOf(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length + (text.match(/[A-Za-z0-9’']+/g) ?? []).length
}
