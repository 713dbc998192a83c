import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The files the guides show: examples/<section>/<guide>/<file>. Beside them sit the tests that run
 * them (*.test.ts) and, in subfolders, their fixtures; the examples package's own files (package.json,
 * tested.json, support/, node_modules/) sit higher up. None of those is shown to a reader.
 */
export function shownExamples(examplesDir: string): string[] {
  const folders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && entry.name !== 'node_modules',
    )
  return folders(examplesDir).flatMap((section) =>
    folders(join(examplesDir, section.name)).flatMap((guide) =>
      readdirSync(join(examplesDir, section.name, guide.name), { withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
        .map((entry) => `examples/${section.name}/${guide.name}/${entry.name}`),
    ),
  )
}
