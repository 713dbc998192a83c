/**
 * Checks guide article JSON files: schema, length, paragraph and block rules (code that parses,
 * facts with a date), and zh/en parity (same keys, blocks, dates and sources).
 * Usage: tsx scripts/check-articles.ts [article ids like products-tech/ai-prompts] (default: all)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { articleSchema, type Article } from '../src/pages/guides/article-schema'
import { articleProblems } from '../src/pages/guides/article-rules'
import { parityProblems } from '../src/pages/guides/article-rules-parity'
import { flattenLocale, keyDifferences } from './locale-keys'

const root = join(import.meta.dirname, '..', 'public', 'locales')

function listArticleIds(): string[] {
  const base = join(root, 'zh', 'articles')
  if (!existsSync(base)) return []
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\\/g, '/').replace(/\.json$/, ''))
}

function check(id: string): string[] {
  const problems: string[] = []
  const raw: Record<string, unknown> = {}
  const parsed: Partial<Record<'zh' | 'en', Article>> = {}
  for (const language of ['zh', 'en'] as const) {
    const file = join(root, language, 'articles', `${id}.json`)
    if (!existsSync(file)) {
      problems.push(`${relative(process.cwd(), file)} is missing`)
      continue
    }
    let data: unknown
    try {
      data = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      problems.push(`${language}: invalid JSON: ${(error as Error).message}`)
      continue
    }
    const result = articleSchema.safeParse(data)
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${language}: ${issue.path.join('.')}: ${issue.message}`)
      continue
    }
    raw[language] = data
    parsed[language] = result.data
    for (const problem of articleProblems(result.data, language)) problems.push(`${language}: ${problem}`)
  }
  if (parsed.zh && parsed.en) {
    // Same keys, then the same blocks, dates and sources: the two versions differ only in words.
    problems.push(...keyDifferences(flattenLocale(raw.zh), flattenLocale(raw.en)))
    problems.push(...parityProblems(parsed.zh, parsed.en))
  }
  return problems
}

const ids = process.argv.slice(2).length > 0 ? process.argv.slice(2) : listArticleIds()
let failed = 0
for (const id of ids) {
  const problems = check(id)
  if (problems.length === 0) {
    console.log(`ok   ${id}`)
  } else {
    failed++
    console.log(`FAIL ${id}\n  ${problems.join('\n  ')}`)
  }
}
console.log(`${ids.length - failed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
