import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { guideEntryProblems, readGuideData } from './guide-data'
import { guidePathsFile, renderGuidePaths } from './guide-paths-file'

describe('generated guide paths', () => {
  it('match the route data (run npm run routes:generate after editing content/routes/*.json)', () => {
    expect(readFileSync(guidePathsFile, 'utf8')).toBe(renderGuidePaths(readGuideData()))
  })

  it('would be stale after a guide is added to the data', () => {
    const data = readGuideData()
    const added = { ...data, marketing: [...data.marketing, { path: 'research/new-guide' }] }
    expect(renderGuidePaths(added)).not.toBe(readFileSync(guidePathsFile, 'utf8'))
    expect(renderGuidePaths(added)).toContain("'research/new-guide',")
  })

  it('refuses malformed entries, naming the file and the entry', () => {
    expect(guideEntryProblems('marketing', [{ path: 'research/seo' }, { path: 'research/seo' }])).toEqual([
      'marketing.json [1]: "research/seo" is listed twice',
    ])
    expect(guideEntryProblems('marketing', [{ path: 'Research/SEO', draft: false, group: 'x' }])).toEqual([
      'marketing.json [0]: "path" must be kebab-case folders and a name, such as "research/seo"',
      'marketing.json [0]: "draft" is true or left out',
      'marketing.json [0]: unknown field "group"',
    ])
  })
})
