/**
 * Checks guide article JSON files: schema, length and paragraph rules, and zh/en parity.
 * Usage: tsx scripts/check-articles.ts [article ids like products-tech/ai-prompts] (default: all)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { articleSchema } from '../src/pages/guides/article-schema'
import { articleProblems } from '../src/pages/guides/article-rules'
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
  const parsed: Record<string, unknown> = {}
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
      for (const issue of result.error.issues) problems.push(`${language}: ${issue.path.join('.')}: ${issue.message}`)
      continue
    }
    parsed[language] = data
    for (const problem of articleProblems(result.data, language)) problems.push(`${language}: ${problem}`)
  }
  if (parsed.zh && parsed.en) {
    problems.push(...keyDifferences(flattenLocale(parsed.zh), flattenLocale(parsed.en)))
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
