// The build step the review found: a folder whose package.json only says "type": "module", and
// `npx tsc shop-server.ts`. TypeScript 6 no longer loads @types/node by itself, so tsc stops with
// errors (Buffer, process, node:fs unknown). The same folder with the guide's tsconfig.json, and
// plain `npx tsc`, compiles without one.
import { copyFileSync, existsSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const here = import.meta.dirname

function project(): string {
  const dir = tempDir('mcp-tsc')
  copyFileSync(join(here, 'fixtures', 'package.before-fix.json'), join(dir, 'package.json'))
  copyFileSync(join(here, 'shop-server.en.ts'), join(dir, 'shop-server.ts'))
  symlinkSync(join(here, '..', '..', '..', 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

describe('shop-tsconfig.json', () => {
  it('rejects the reviewed step: npx tsc shop-server.ts without a tsconfig fails', async () => {
    const dir = project()
    const ran = await run('npx', ['tsc', 'shop-server.ts'], { cwd: dir, timeoutMs: 120_000 })
    expect(ran.code).toBe(2)
    expect(ran.stdout).toMatch(/Cannot find name 'Buffer'/)
    expect(ran.stdout).toMatch(/Cannot find name 'process'/)
  }, 180_000)

  it('with the guide’s tsconfig.json, npx tsc compiles the same folder', async () => {
    const dir = project()
    copyFileSync(join(here, 'shop-tsconfig.json'), join(dir, 'tsconfig.json'))
    const ran = await run('npx', ['tsc'], { cwd: dir, timeoutMs: 120_000 })
    expect(ran.stdout).not.toMatch(/error TS/)
    expect(ran.code).toBe(0)
    expect(existsSync(join(dir, 'shop-server.js'))).toBe(true)
  }, 180_000)
})
