import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PGDATA } from '../src/db'
import { startTestEmulator, confirmedUser } from './helpers'

/** Every folder and file below `root` whose mode is not owner-only, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = []
  const visit = (path: string) => {
    const stat = statSync(path)
    const mode = stat.mode & 0o777
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600))
      found.push(`${path.slice(root.length) || '/'} ${mode.toString(8)}`)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry))
  }
  visit(root)
  return found
}

const previousUmask = process.umask()
afterEach(() => {
  process.umask(previousUmask)
})

describe('the data folder', () => {
  it('is readable by its owner only, while running and after stopping, even under a permissive umask', async () => {
    // A folder an older emulator left world-readable, with a file in it.
    const dataDir = mkdtempSync(join(tmpdir(), 'emulator-modes-'))
    mkdirSync(join(dataDir, 'old'), { recursive: true })
    writeFileSync(join(dataDir, 'old', 'notes.txt'), 'x')
    process.umask(0)
    chmodSync(dataDir, 0o777)
    chmodSync(join(dataDir, 'old'), 0o777)
    chmodSync(join(dataDir, 'old', 'notes.txt'), 0o666)
    const emu = await startTestEmulator({}, undefined, dataDir)
    try {
      await confirmedUser(emu)
      expect(openToOthers(dataDir)).toEqual([])
      expect(readdirSync(join(dataDir, PGDATA)).length).toBeGreaterThan(5)
    } finally {
      await emu.stop()
    }
    expect(openToOthers(dataDir)).toEqual([])
    rmSync(dataDir, { recursive: true, force: true })
  })
})
