/**
 * Checks guide article JSON files: schema, length, paragraph and block rules (code that parses, read
 * from the examples/ file each code block names; facts with a date), zh/en parity (same keys, blocks,
 * dates and sources), and that every file under examples/ is named by an article.
 * Usage: tsx --tsconfig tsconfig.node.json content/src/cli/check-articles.ts [ids like products-tech/ai-prompts]
 *   --counts          also print the depth tally (facts, code, tables, numbers, templates, cases,
 *                     openings) and per language: facts not re-checked, the share of primary
 *                     sources, hedges (可能, usually…) and deferrals (以官方为准, check the official…)
 *   --root=<dir>      read the locales from another folder (e.g. an exported older commit)
 *   --routes=<dir>    read the guide route data from another folder (default content/routes)
 * Every route needs its article and every article its route. A draft ("draft": true in both article
 * files and in its route) is checked for its shape and zh/en parity only, and is left out of --counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { articleSchema, type Article } from '../schema/article-schema'
import { articleProblems } from '../rules/article-rules'
import { parityProblems } from '../rules/article-rules-parity'
import { stepGuideProblems } from '../rules/article-rules-playbook'
import { articleStats, openingPattern, type ArticleStats } from '../rules/article-stats'
import { flattenLocale, keyDifferences } from '../rules/locale-keys'
import { InlineError } from '../examples/inline-examples'
import { inlineArticle } from '../corpus/inline-article.ts'
import { factLogProblems, referredFacts } from '../facts/fact-log.ts'
import { readSharedFact } from '../facts/inline-facts.ts'
import { reviewState } from '../reviews/review-state.ts'
import { articleIdOf, guideDataDir, readGuideData } from '../routes/guide-data'
import { routeArticleProblems } from '../routes/route-article-problems'
import { shownExamples } from '../examples/example-files'
import { repoRoot as checkoutRoot } from '../node/repo-root.ts'

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const rootFlag = flags.find((flag) => flag.startsWith('--root='))
const root = rootFlag ? rootFlag.slice('--root='.length) : join(checkoutRoot, 'public', 'locales')
const routesFlag = flags.find((flag) => flag.startsWith('--routes='))
const routeData = readGuideData(routesFlag ? routesFlag.slice('--routes='.length) : guideDataDir)
const guideRoutes = Object.entries(routeData).flatMap(([section, entries]) =>
  entries.map((entry) => ({
    id: articleIdOf(section, entry.path),
    path: `/${section}/${entry.path}`,
    draft: entry.draft === true,
  })),
)
// A published guide may send its reader only to published guides; a draft may name drafts too.
const guidePaths = (draft: boolean) =>
  new Set(guideRoutes.filter((route) => draft || !route.draft).map((route) => route.path))
/** Whether each article read in both languages is a draft (by its Chinese file; parity checks the English). */
const draftArticles = new Map<string, boolean>()
// examples/ sits beside public/ (an exported older commit keeps the same layout).
const repoRoot = join(root, '..', '..')
const namedExamples = new Set<string>()
const usedFacts = new Set<string>()
const staleReviews: string[] = []
const readRepoFile = (path: string) => readFileSync(join(repoRoot, path), 'utf8')
const tally: Record<'zh' | 'en', { stats: ArticleStats[]; openings: Set<string>; noFacts: string[] }> = {
  zh: { stats: [], openings: new Set(), noFacts: [] },
  en: { stats: [], openings: new Set(), noFacts: [] },
}

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
  const written: Partial<Record<'zh' | 'en', unknown>> = {}
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
    written[language] = data
    // Checked as a reader gets it: with each example file's code in its block.
    try {
      data = inlineArticle(data, id, language, (path) => {
        namedExamples.add(path)
        return readFileSync(join(repoRoot, path), 'utf8')
      })
    } catch (error) {
      if (!(error instanceof InlineError)) throw error
      problems.push(`${language}: ${error.message}`)
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
    // A draft is a skeleton being filled in: its shape is checked, its writing not yet.
    if (result.data.draft) continue
    const stats = articleStats(result.data, language)
    tally[language].stats.push(stats)
    tally[language].openings.add(openingPattern(result.data, language))
    if (stats.sourcedFacts + stats.realCases === 0) tally[language].noFacts.push(id)
    for (const problem of articleProblems(result.data, language)) problems.push(`${language}: ${problem}`)
  }
  const ownPath = guideRoutes.find((route) => route.id === id)?.path
  const article = parsed.zh ?? parsed.en
  if (article && ownPath)
    for (const problem of stepGuideProblems(article, ownPath, guidePaths(article.draft === true)))
      problems.push(problem)
  for (const language of ['zh', 'en'] as const) {
    const parsedArticle = parsed[language]
    if (!parsedArticle) continue
    for (const ref of referredFacts(parsedArticle)) usedFacts.add(ref)
    for (const problem of factLogProblems(parsedArticle, (ref) => readSharedFact(ref, readRepoFile).changed))
      problems.push(`${language}: ${problem}`)
  }
  if (parsed.zh && parsed.en) {
    // A review record is checked, not trusted; one the guide has outgrown is listed, not failed.
    const review = reviewState(
      id,
      { zh: written.zh, en: written.en },
      { zh: parsed.zh, en: parsed.en },
      readRepoFile,
    )
    problems.push(...review.problems)
    if (review.record && !review.current) staleReviews.push(id)
    draftArticles.set(id, parsed.zh.draft === true)
    // Same keys, then the same blocks, dates and sources: the two versions differ only in words.
    problems.push(...keyDifferences(flattenLocale(raw.zh), flattenLocale(raw.en)))
    problems.push(...parityProblems(parsed.zh, parsed.en))
  }
  return problems
}

function printCounts(count: number): void {
  for (const language of ['zh', 'en'] as const) {
    const { stats, openings, noFacts } = tally[language]
    const sum = (key: keyof ArticleStats) => stats.reduce((total, entry) => total + entry[key], 0)
    const keys = Object.keys(stats[0] ?? {}) as (keyof ArticleStats)[]
    console.log(
      `${language} (${count} guides): ${keys.map((key) => `${key} ${sum(key)}`).join(', ')}, ` +
        `distinct openings ${openings.size}, guides without a sourced fact or case ${noFacts.length}` +
        (noFacts.length > 0 ? ` (${noFacts.join(', ')})` : ''),
    )
    const dated = sum('datedSources')
    const percent = (part: number) => `${dated > 0 ? Math.round((part / dated) * 100) : 0}%`
    console.log(
      `${language} summary: facts not re-checked ${dated - sum('recheckedSources')} of ${dated}, ` +
        `primary sources ${sum('primarySources')} of ${dated} (${percent(sum('primarySources'))}), ` +
        `hedges ${sum('hedges')}, deferrals ${sum('deferrals')}`,
    )
  }
}

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const routedIds = Object.entries(routeData).flatMap(([section, entries]) =>
  entries.map((entry) => articleIdOf(section, entry.path)),
)
const ids = named.length > 0 ? named : [...new Set([...listArticleIds(), ...routedIds])]
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
// An example no article names is code nobody reads or maintains.
const examplesDir = join(repoRoot, 'examples')
const unnamed =
  named.length > 0 || !existsSync(examplesDir)
    ? []
    : shownExamples(examplesDir).filter((path) => !namedExamples.has(path))
for (const path of unnamed) console.log(`FAIL ${path} is named by no article`)
// A shared fact no guide refers to is a figure nobody shows or keeps current.
const factsDir = join(repoRoot, 'content', 'facts')
const unusedFacts =
  named.length > 0 || !existsSync(factsDir)
    ? []
    : readdirSync(factsDir)
        .filter((name) => name.endsWith('.json') && !usedFacts.has(name.slice(0, -'.json'.length)))
        .map((name) => `content/facts/${name}`)
for (const path of unusedFacts) console.log(`FAIL ${path} is referred to by no guide`)
// A record of a guide that does not exist vouches for nothing.
const reviewsDir = join(repoRoot, 'content', 'reviews')
const orphanReviews =
  named.length > 0 || !existsSync(reviewsDir)
    ? []
    : readdirSync(reviewsDir, { recursive: true, encoding: 'utf8' })
        .filter(
          (name) =>
            name.endsWith('.json') && !ids.includes(name.slice(0, -'.json'.length).replaceAll('\\', '/')),
        )
        .map((name) => `content/reviews/${name}`)
for (const path of orphanReviews) console.log(`FAIL ${path} is the review of no guide`)
if (staleReviews.length > 0)
  console.log(
    `note: ${staleReviews.length} review records are out of date (the guide changed since its review): ${staleReviews.join(', ')}`,
  )
const unrouted =
  named.length > 0 ? [] : routeArticleProblems(routeData, listArticleIds(), (id) => draftArticles.get(id))
for (const problem of unrouted) console.log(`FAIL ${problem}`)
console.log(
  `${ids.length - failed} passed, ${failed} failed` +
    (unnamed.length > 0 ? `, ${unnamed.length} unnamed examples` : '') +
    (unusedFacts.length > 0 ? `, ${unusedFacts.length} unused shared facts` : '') +
    (orphanReviews.length > 0 ? `, ${orphanReviews.length} reviews of no guide` : '') +
    (unrouted.length > 0 ? `, ${unrouted.length} route data problems` : ''),
)
if (flags.includes('--counts')) printCounts(tally.zh.stats.length)
process.exit(
  failed + unnamed.length + unusedFacts.length + orphanReviews.length + unrouted.length > 0 ? 1 : 0,
)
