import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPieceStore } from './piece-store'

const folder = mkdtempSync(join(tmpdir(), 'piece-store-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const storeDir = join(folder, 'store')

function build(name: string, pieces: Record<string, string>) {
  const outDir = join(folder, name)
  mkdirSync(outDir)
  const store = openPieceStore(storeDir)
  for (const [file, json] of Object.entries(pieces)) store.write(join(outDir, file), json)
  store.prune()
  return outDir
}

describe('openPieceStore', () => {
  it('links a piece an earlier build wrote instead of writing it again, and writes a changed one', () => {
    const first = build('first', { 'a.json': '{"a":1}', 'b.json': '{"b":1}' })
    const second = build('second', { 'a.json': '{"a":1}', 'b.json': '{"b":2}' })
    expect(readFileSync(join(second, 'a.json'), 'utf8')).toBe('{"a":1}')
    expect(readFileSync(join(second, 'b.json'), 'utf8')).toBe('{"b":2}')
    expect(statSync(join(second, 'a.json')).ino).toBe(statSync(join(first, 'a.json')).ino)
    expect(statSync(join(second, 'b.json')).ino).not.toBe(statSync(join(first, 'b.json')).ino)
    // The first build's b is no longer kept; its file in that build stays as it was.
    expect(readdirSync(storeDir)).toHaveLength(2)
    expect(readFileSync(join(first, 'b.json'), 'utf8')).toBe('{"b":1}')
  })

  it('writes every piece without a store', () => {
    const outDir = join(folder, 'plain')
    mkdirSync(outDir)
    openPieceStore(undefined).write(join(outDir, 'a.json'), '{"a":1}')
    expect(statSync(join(outDir, 'a.json')).nlink).toBe(1)
  })
})
