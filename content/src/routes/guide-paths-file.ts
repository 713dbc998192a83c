/**
 * Writes content/content/src/routes/guide-paths.generated.ts from the guide route data: the sub-paths as `as const`
 * arrays, from which the route table types every guide path. TypeScript cannot type a JSON import
 * as literals, so the paths are checked at compile time only through this generated file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { guideDataDir, readGuideData, type GuideData } from './guide-data.ts'

export const guidePathsFile = join(import.meta.dirname, 'guide-paths.generated.ts')

type PathLists = Record<string, string[]>

/** What the generated module exports, as values: the published and the draft sub-paths per section. */
export function guidePathLists(data: GuideData): { publishedGuides: PathLists; draftGuides: PathLists } {
  const paths = (draft: boolean) =>
    Object.fromEntries(
      Object.entries(data).map(([section, entries]) => [
        section,
        entries.filter((entry) => (entry.draft === true) === draft).map((entry) => entry.path),
      ]),
    )
  return { publishedGuides: paths(false), draftGuides: paths(true) }
}

const list = (paths: string[]) =>
  paths.length === 0 ? '[]' : `[\n${paths.map((path) => `    '${path}',`).join('\n')}\n  ]`

const record = (lists: PathLists) =>
  `{\n${Object.entries(lists)
    .map(([section, paths]) => `  '${section}': ${list(paths)},`)
    .join('\n')}\n}`

export function renderGuidePaths(data: GuideData): string {
  const { publishedGuides, draftGuides } = guidePathLists(data)
  return `// Written by content/src/routes from content/routes/*.json (npm run routes:generate): edit those files.

/** Published guides per section, in sidebar order: routed, prerendered, listed and counted. */
export const publishedGuides = ${record(publishedGuides)} as const

/** Drafts: routed in \`npm run dev\` only, after their section's published guides. */
export const draftGuides: Record<keyof typeof publishedGuides, readonly string[]> = ${record(draftGuides)}
`
}

/** Rewrites the generated file when the data changed; returns whether it did. */
export function writeGuidePaths(dir = guideDataDir, file = guidePathsFile): boolean {
  const text = renderGuidePaths(readGuideData(dir))
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false
  writeFileSync(file, text)
  return true
}
