/**
 * The guide route data: content/routes/<section>.json, one file per section, an array of
 * `{ "path": "group/name", "draft"?: true }` in sidebar order. The folders of a path are its
 * sidebar groups and its article id is `<section>/<path with "/" as "-">`, so neither is repeated
 * in the data (each section's file is the chunk a guide page loads beside its scripts: a byte a guide
 * costs there, every page of its section pays).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentRoot } from '../node/repo-root.ts'

export interface GuideEntry {
  path: string
  draft?: true
}

export type GuideData = Record<string, GuideEntry[]>

export const guideDataDir = join(contentRoot, 'routes')

const segment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const articleIdOf = (section: string, path: string) => `${section}/${path.replaceAll('/', '-')}`

/** What is wrong with one section's entries, as sentences naming the entry. */
export function guideEntryProblems(section: string, entries: unknown): string[] {
  if (!Array.isArray(entries)) return [`${section}.json: expected an array of { "path": ... } entries`]
  const problems: string[] = []
  const seen = new Set<string>()
  entries.forEach((entry: unknown, index) => {
    const where = `${section}.json [${index}]`
    if (typeof entry !== 'object' || entry === null) return problems.push(`${where}: expected an object`)
    const { path, draft, ...rest } = entry as Record<string, unknown>
    if (typeof path !== 'string' || !path.split('/').every((part) => segment.test(part)))
      problems.push(`${where}: "path" must be kebab-case folders and a name, such as "research/seo"`)
    else if (seen.has(path)) problems.push(`${where}: "${path}" is listed twice`)
    else seen.add(path)
    if (draft !== undefined && draft !== true) problems.push(`${where}: "draft" is true or left out`)
    for (const key of Object.keys(rest)) problems.push(`${where}: unknown field "${key}"`)
  })
  return problems
}

/** Every section's entries; throws with every problem when the data is malformed. */
export function readGuideData(dir = guideDataDir): GuideData {
  const data: GuideData = {}
  const problems: string[] = []
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const section = file.slice(0, -'.json'.length)
    const entries: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    const found = guideEntryProblems(section, entries)
    problems.push(...found)
    if (found.length === 0) data[section] = entries as GuideEntry[]
  }
  if (problems.length > 0) throw new Error(`Guide route data in ${dir}:\n  ${problems.join('\n  ')}`)
  return data
}

/** The file an editor reads: one entry per line, so a new guide is a one-line diff. */
export function formatGuideEntries(entries: readonly GuideEntry[]): string {
  return `[\n${entries.map((entry) => `  ${JSON.stringify(entry).replace(/":/g, '": ')}`).join(',\n')}\n]\n`
}
