// Relative imports only, with no TypeScript-only syntax beyond types: vite.config.ts imports this.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What the bundle is built from: the site's and the build's code (src/, build/), and the content package's code,
 * route data and glossary. Content (public/, examples/, content/reviews/, content/facts/) is left out: the bundle names the
 * version, so a version that changed with every edited guide would change every page's scripts and
 * leave the prerender nothing to reuse. Content goes fresh to browsers through revalidation instead
 * (Cache-Control: no-cache on /locales/ and /search-index/, see site-files.ts).
 */
const inputs = [
  'src',
  'content/src',
  'content/routes',
  'content/glossary',
  'build',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tailwind.config.ts',
]
const skipped = new Set(['node_modules', '.cache'])

function filesOf(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name))
    .flatMap((entry) => filesOf(join(path, entry.name)))
}

/**
 * The build version, from a hash of the bundle's inputs rather than the clock: the same checkout
 * builds the same pages byte for byte (so a host and the prerender cache can keep them), and a change
 * to the code gives locale and search-index URLs a new `?v=`, so no visitor mixes two builds' code.
 */
export function contentVersion(root: string, packageVersion: string): string {
  const hash = createHash('sha256')
  const files = inputs.flatMap((input) => filesOf(join(root, input))).sort()
  for (const file of files)
    hash
      .update(relative(root, file).replaceAll('\\', '/'))
      .update('\0')
      .update(readFileSync(file))
      .update('\0')
  return `${packageVersion}-${hash.digest('hex').slice(0, 12)}`
}
