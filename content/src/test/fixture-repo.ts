import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** A guide article with four sections, in one language: what the content tests build on. */
export function fixtureArticle(language: 'zh' | 'en', blocks: unknown[] = []) {
  const words = language === 'zh' ? '中文' : 'English'
  return {
    title: `${words} guide`,
    intro: `${words} intro: the fee is 99 USD a year.`,
    lastReviewed: '2026-12-02',
    changeLog: [{ date: '2026-12-02', kind: 'reader', text: `${words} first published.` }],
    sections: [1, 2, 3, 4].map((number) => ({
      id: `section-${number}`,
      heading: `${words} heading ${number}`,
      paragraphs: [`${words} paragraph ${number}.`],
      ...(number === 1 && blocks.length > 0 ? { blocks } : {}),
    })),
    resources: [{ label: 'Rules', url: 'https://example.com/rules', description: 'The rules.' }],
  }
}

/** A throwaway repository holding the given files (path from its root: text or JSON). */
export function fixtureRepo(files: Record<string, unknown>): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'content-fixture-'))
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`)
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/** A shared fact (content/facts/<id>.json) the content tests refer to. */
export const fixtureFact = {
  asOf: '2026-11',
  checked: '2026-12-02',
  changed: '2026-12-02',
  source: { url: 'https://example.com/law', primary: true },
  zh: { text: '法律规定。', label: '法律' },
  en: { text: 'The law says so.', label: 'The law' },
}
