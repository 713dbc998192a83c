import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { sha256, type CorpusGuide } from '@super-individual/content/node'

type Language = 'zh' | 'en'
const languages: Language[] = ['zh', 'en']

/**
 * Writes each guide as a reader gets it (the corpus's served JSON: examples and shared facts inlined,
 * its reading time and review line) into <outDir>/locales, over the copies of the files as written
 * that Vite copied from public/. Returns the same articles for the build's later steps, so none of
 * them reads a guide's file again: by namespace and by id per language, with each file's sha256 for
 * the page cache's keys.
 */
export function writeServedArticles(outDir: string, guides: readonly CorpusGuide[]) {
  const namespaces: Record<Language, Record<string, unknown>> = { zh: {}, en: {} }
  const byId: Record<Language, Record<string, unknown>> = { zh: {}, en: {} }
  const hashes: Record<Language, Record<string, string>> = { zh: {}, en: {} }
  for (const guide of guides)
    for (const language of languages) {
      const file = join(outDir, 'locales', language, 'articles', `${guide.id}.json`)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, guide.served[language])
      if (guide.draft) continue
      namespaces[language][`articles/${guide.id}`] = guide.articles[language]
      byId[language][guide.id] = guide.articles[language]
      hashes[language][`articles/${guide.id}`] = sha256(guide.served[language])
    }
  return { namespaces, byId, hashes }
}
