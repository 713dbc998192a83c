import { createHash } from 'node:crypto'
import { factFile, factRefsOf } from '../facts/inline-facts.ts'

/** JSON with every object's keys sorted, so the same content always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** The example files an article names (`"example": "examples/..."`), in either language. */
export function examplesNamed(...articles: unknown[]): string[] {
  const found = new Set<string>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        if (key === 'example' && typeof item === 'string') found.add(item)
        else walk(item)
  }
  articles.forEach(walk)
  return [...found].sort()
}

/**
 * What a review record vouches for: the sha256 of the canonical JSON of both article files as
 * written, the text of every example file they name, and every shared fact they refer to. Any edit
 * to those changes it, and the record is no longer current.
 */
export function reviewHash(
  articles: { zh: unknown; en: unknown },
  readFile: (path: string) => string,
): string {
  const examples = Object.fromEntries(
    examplesNamed(articles.zh, articles.en).map((path) => [path, readFile(path)]),
  )
  const refs = [...new Set([...factRefsOf(articles.zh), ...factRefsOf(articles.en)])].sort()
  const facts = Object.fromEntries(refs.map((ref) => [ref, JSON.parse(readFile(factFile(ref))) as unknown]))
  return createHash('sha256').update(canonicalJson({ articles, examples, facts })).digest('hex')
}
