import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../node/repo-root'
import { readSynonyms } from './read-synonyms'

function rootWith(groups: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'synonyms-'))
  mkdirSync(join(root, 'content', 'ask'), { recursive: true })
  writeFileSync(join(root, 'content', 'ask', 'synonyms.json'), JSON.stringify({ groups }))
  return root
}

describe('readSynonyms', () => {
  it('reads the repository’s thesaurus, every group two words or more', () => {
    const groups = readSynonyms(repoRoot)
    expect(groups.length).toBeGreaterThan(0)
    expect(groups.every((group) => group.length >= 2)).toBe(true)
  })

  it('names the file when a group has one word or an empty one', () => {
    expect(() => readSynonyms(rootWith([['罚款']]))).toThrow(/synonyms\.json/)
    expect(() => readSynonyms(rootWith([['罚款', ' ']]))).toThrow(/synonyms\.json/)
  })
})
