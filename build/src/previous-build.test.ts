import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setPreviousBuildAside } from './previous-build'

// A fresh checkout has no node_modules/.cache until its first build.
mkdirSync(resolve('node_modules', '.cache'), { recursive: true })
const folder = mkdtempSync(resolve('node_modules', '.cache', 'previous-build-test-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const aside = resolve('node_modules', '.cache', 'previous-builds')

describe('setPreviousBuildAside', () => {
  it('empties the output folder at once and deletes the old files in the background', async () => {
    const outDir = join(folder, 'dist')
    mkdirSync(join(outDir, 'en'), { recursive: true })
    for (let index = 0; index < 50; index++) writeFileSync(join(outDir, 'en', `${index}.html`), 'old')
    mkdirSync(aside, { recursive: true })
    const before = new Set(readdirSync(aside))
    const gone = setPreviousBuildAside(outDir)
    expect(existsSync(outDir)).toBe(false)
    await gone
    expect(readdirSync(aside).filter((name) => !before.has(name))).toEqual([])
  })

  it('does nothing when there is no build yet', async () => {
    await expect(setPreviousBuildAside(join(folder, 'never-built'))).resolves.toBeUndefined()
    expect(existsSync(join(folder, 'never-built'))).toBe(false)
  })
})
