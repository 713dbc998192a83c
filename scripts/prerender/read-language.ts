import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ResourceLanguage } from 'i18next'

/** Every locale file of one language as i18next resources: { common: {...}, 'articles/x': {...} }. */
export async function readLanguage(localesDir: string, language: string): Promise<ResourceLanguage> {
  const root = join(localesDir, language)
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.json'))
  const entries = await Promise.all(
    files.map(async (file) => [file.replace(/\\/g, '/').replace(/\.json$/, ''), JSON.parse(await readFile(join(root, file), 'utf8'))] as const),
  )
  return Object.fromEntries(entries)
}
