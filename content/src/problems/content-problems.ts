/**
 * What is wrong with one locale file, said where an editor looks: the file, the JSON path, the line
 * and column, and the rule, in the file's language (a Chinese file is edited in Chinese). The dev
 * server's overlay and panel and the build print these same lines. The article schema comes from the
 * caller, loaded the way it runs there (Vite's module loader, the build's server bundle), because
 * this file also runs where the app's path aliases do not resolve.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { locales, type core } from 'zod/mini'
import type { articleSchema } from '../schema/article-schema'
import { InlineError } from '../examples/inline-examples.ts'
import { inlineArticle } from '../corpus/inline-article.ts'
import { lineColumn, offsetOfPath } from './json-position.ts'

type Language = 'zh' | 'en'

export interface ContentProblem {
  /** Relative to the repo, as an editor opens it. */
  file: string
  /** Dotted JSON path ("sections.2.heading"), empty for the whole file. */
  path: string
  line: number
  column: number
  rule: string
}

const errorMaps: Record<Language, core.$ZodErrorMap> = {
  zh: locales.zhCN().localeError,
  en: locales.en().localeError,
}

const words = {
  zh: {
    syntax: (detail: string) => `不是有效的 JSON（${detail}）`,
    example: (detail: string) => `示例文件：${detail}`,
  },
  en: {
    syntax: (detail: string) => `not valid JSON (${detail})`,
    example: (detail: string) => `example file: ${detail}`,
  },
}

const languageOf = (file: string): Language => (/[\\/]locales[\\/]en[\\/]/.test(file) ? 'en' : 'zh')
const articleIdOf = (file: string) =>
  file.replace(/\\/g, '/').match(/\/locales\/[^/]+\/articles\/(.+)\.json$/)?.[1]

/** The problems of one locale file's text; `repoRoot` locates examples and shortens the file name. */
export function contentProblems(
  repoRoot: string,
  file: string,
  text: string,
  schema: typeof articleSchema,
): ContentProblem[] {
  const language = languageOf(file)
  const name = relative(repoRoot, file)
  const at = (path: (string | number)[], rule: string): ContentProblem => ({
    file: name,
    path: path.join('.'),
    ...lineColumn(text, offsetOfPath(text, path)),
    rule,
  })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const message = (error as Error).message
    // Node names the offset ("at position 120"); without one the end of the file is the best guess.
    const offset = Number(message.match(/position (\d+)/)?.[1] ?? text.length)
    return [{ file: name, path: '', ...lineColumn(text, offset), rule: words[language].syntax(message) }]
  }
  const id = articleIdOf(file)
  if (!id) return []
  try {
    data = inlineArticle(data, id, language, (path) => readFileSync(`${repoRoot}/${path}`, 'utf8'))
  } catch (error) {
    if (!(error instanceof InlineError)) throw error
    return [at([], words[language].example(error.message))]
  }
  const result = schema.safeParse(data, { error: errorMaps[language] })
  return result.success
    ? []
    : result.error.issues.map((issue) => at(issue.path as (string | number)[], issue.message))
}

/** One line per problem, the form editors and tools (and Vite's overlay) read as file:line:column. */
export const formatProblem = (problem: ContentProblem) =>
  `${problem.file}:${problem.line}:${problem.column} ${problem.path || '(file)'}: ${problem.rule}`

/** Every problem in public/locales, file by file (only the files `include` keeps, if given). */
export function localeProblems(
  repoRoot: string,
  schema: typeof articleSchema,
  include: (file: string) => boolean = () => true,
): ContentProblem[] {
  const dir = join(repoRoot, 'public', 'locales')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json') && include(name))
    .sort()
    .flatMap((name) =>
      contentProblems(repoRoot, join(dir, name), readFileSync(join(dir, name), 'utf8'), schema),
    )
}
