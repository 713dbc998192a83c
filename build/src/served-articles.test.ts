// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { loadCorpus, sha256 } from '@super-individual/content/node'
import { writeServedArticles } from './served-articles'

const outDir = mkdtempSync(join(tmpdir(), 'served-articles-'))
afterEach(() => rmSync(outDir, { recursive: true, force: true }))

it('writes every guide as a reader gets it and hands the build the same articles, drafts left out', () => {
  const { guides } = loadCorpus(undefined, { drafts: true })
  const served = writeServedArticles(outDir, guides)
  const guide = guides.find((candidate) => !candidate.draft)!
  const file = join(outDir, 'locales', 'en', 'articles', `${guide.id}.json`)
  expect(readFileSync(file, 'utf8')).toBe(guide.served.en)
  expect(JSON.parse(readFileSync(file, 'utf8')).readingMinutes).toBeGreaterThan(0)
  expect(served.byId.en[guide.id]).toBe(guide.articles.en)
  expect(served.namespaces.zh[`articles/${guide.id}`]).toBe(guide.articles.zh)
  expect(served.hashes.en[`articles/${guide.id}`]).toBe(sha256(readFileSync(file)))
  const published = guides.filter((candidate) => !candidate.draft)
  expect(Object.keys(served.byId.zh)).toHaveLength(published.length)
})
