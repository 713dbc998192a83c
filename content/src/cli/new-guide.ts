/**
 * `npm run new:guide -- <section>/<path> --zh "标题" --en "Title"`: adds a draft guide. It appends
 * `{ "path", "draft": true }` to content/routes/<section>.json, writes both article files as a
 * skeleton, gives the page its title (and any new sidebar group a placeholder name) in both
 * navigation.json files, and regenerates the route types. `--repo <dir>` works on another checkout.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { draftArticle } from '../routes/draft-article'
import { articleIdOf, formatGuideEntries, guideEntryProblems, readGuideData } from '../routes/guide-data'
import { writeGuidePaths } from '../routes/guide-paths-file'
import { repoRoot } from '../node/repo-root.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { zh: { type: 'string' }, en: { type: 'string' }, repo: { type: 'string' } },
})
const fail = (message: string): never => {
  console.error(
    `new:guide: ${message}\nUsage: npm run new:guide -- <section>/<path> --zh "标题" --en "Title"`,
  )
  process.exit(1)
}

const [target] = positionals
const titles = { zh: values.zh?.trim(), en: values.en?.trim() }
if (!target || !titles.zh || !titles.en) fail('name the guide and give both titles')
const [section, ...rest] = target.split('/')
const subPath = rest.join('/')
const repo = resolve(values.repo ?? repoRoot)
const routesDir = join(repo, 'content', 'routes')
const data = readGuideData(routesDir)
const entries =
  data[section] ?? fail(`no route data for "${section}": sections are ${Object.keys(data).join(', ')}`)
const entry = { path: subPath, draft: true as const }
const problems = guideEntryProblems(section, [...entries, entry])
if (problems.length > 0) fail(problems.join('\n'))

const id = articleIdOf(section, subPath)
const today = new Date().toLocaleDateString('sv') // YYYY-MM-DD in the editor's own time zone
const writeJson = (file: string, value: unknown) => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}
const written: string[] = []
for (const language of ['zh', 'en'] as const) {
  const file = join(repo, 'public', 'locales', language, 'articles', `${id}.json`)
  if (existsSync(file)) fail(`${file} exists already`)
  writeJson(file, draftArticle(language, titles[language] as string, today))
  written.push(file)

  const navigationFile = join(repo, 'public', 'locales', language, 'navigation.json')
  const navigation = JSON.parse(readFileSync(navigationFile, 'utf8')) as Record<
    string,
    Record<string, string>
  >
  const path = `/${section}/${subPath}`
  navigation.titles[path] = titles[language] as string
  // Each folder between the section and the page is a sidebar group with a name of its own.
  const folders = subPath.split('/').slice(0, -1)
  folders.forEach((folder, index) => {
    const groupPath = `/${section}/${folders.slice(0, index + 1).join('/')}`
    navigation.groups[groupPath] ??= folder
  })
  writeJson(navigationFile, navigation)
  written.push(navigationFile)
}
writeFileSync(join(routesDir, `${section}.json`), formatGuideEntries([...entries, entry]))
written.push(join(routesDir, `${section}.json`))
writeGuidePaths(routesDir, join(repo, 'content', 'src', 'routes', 'guide-paths.generated.ts'))

console.log(`Draft guide ${id} added:\n  ${written.join('\n  ')}`)
console.log(
  `Preview it with npm run dev at /${section}/${subPath} and /en/${section}/${subPath}; check it with npm run check:articles.`,
)
