// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import * as fs from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { countFileReads } from './file-reads'

it('counts the reads of matching files through both fs interfaces, and names a file read twice', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-reads-'))
  for (const name of ['a.json', 'b.json', 'c.txt']) writeFileSync(join(dir, name), '{}')
  const reads = countFileReads(/\.json$/)
  fs.readFileSync(join(dir, 'a.json'), 'utf8')
  await readFile(join(dir, 'b.json'), 'utf8')
  fs.readFileSync(join(dir, 'b.json'))
  fs.readFileSync(join(dir, 'c.txt'))
  expect(reads()).toEqual({ files: 2, reads: 3, repeated: { [join(dir, 'b.json')]: 2 } })
})
