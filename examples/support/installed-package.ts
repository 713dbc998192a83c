import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

export interface InstalledPackage {
  dir: string
  version: string
  bin?: Record<string, string>
}

/**
 * An npm package as Node would find it from here: its folder and manifest. Looked up folder by
 * folder, since a package may have no entry point (a bin only) or an exports map that hides its
 * package.json from require.resolve.
 */
export function installedPackage(name: string): InstalledPackage {
  for (const modules of createRequire(import.meta.url).resolve.paths(name) ?? []) {
    const dir = join(modules, name)
    if (existsSync(join(dir, 'package.json')))
      return { ...(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as InstalledPackage), dir }
  }
  throw new Error(`${name} is not installed`)
}
