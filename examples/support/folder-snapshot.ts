import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every file and folder under a folder with its content, to tell whether anything in it changed. */
export function folderSnapshot(folder: string): Record<string, string> {
  const entries = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
  return Object.fromEntries(
    entries.map((name) => {
      const path = join(folder, name)
      return [name, statSync(path).isDirectory() ? '(folder)' : readFileSync(path, 'utf8')]
    }),
  )
}
