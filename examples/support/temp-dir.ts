import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'

/** A fresh folder (a reader's project, a home directory) and the way to remove it. */
export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A fresh folder for one test, removed when the test ends. */
export function tempDir(prefix: string): string {
  const { dir, remove } = makeTempDir(prefix)
  onTestFinished(remove)
  return dir
}
