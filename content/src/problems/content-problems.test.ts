import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../node/repo-root.ts'
import { articleSchema } from '../schema/article-schema'
import { contentProblems, formatProblem, localeProblems } from './content-problems'

const repo = repoRoot
const fileOf = (language: string) =>
  join(repo, 'public', 'locales', language, 'articles', 'marketing', 'research-seo.json')
const broken = (language: string) =>
  readFileSync(fileOf(language), 'utf8').replace(/"heading": "[^"]*"/, '"heading": ""')
const lineOfHeading = (language: string) =>
  broken(language)
    .split('\n')
    .findIndex((line) => line.includes('"heading": ""')) + 1

describe('content problems', () => {
  it('find none in the committed locales', () => {
    expect(localeProblems(repo, articleSchema).map(formatProblem)).toEqual([])
  })

  it('name the file, the JSON path, the line and column, and the rule in the file language', () => {
    const [zh] = contentProblems(repo, fileOf('zh'), broken('zh'), articleSchema)
    expect(zh).toMatchObject({
      file: 'public/locales/zh/articles/marketing/research-seo.json',
      path: 'sections.0.heading',
      line: lineOfHeading('zh'),
    })
    expect(zh.rule).toMatch(/[\u4e00-\u9fff]/)
    const [en] = contentProblems(repo, fileOf('en'), broken('en'), articleSchema)
    expect(formatProblem(en)).toMatch(
      new RegExp(
        `^public/locales/en/articles/marketing/research-seo\\.json:${lineOfHeading('en')}:\\d+ sections\\.0\\.heading: Too small`,
      ),
    )
  })

  it('place a syntax error at its line', () => {
    const text = '{\n  "title": "A",\n  "intro": "B"\n  "sections": []\n}\n'
    expect(contentProblems(repo, fileOf('en'), text, articleSchema)).toEqual([
      expect.objectContaining({ path: '', line: 4, rule: expect.stringMatching(/^not valid JSON/) }),
    ])
  })
})
