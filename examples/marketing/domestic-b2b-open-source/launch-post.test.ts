// The launch article a reader pastes into the Markdown editor of Juejin or SegmentFault, in both
// languages, read the way a CommonMark editor reads it and filled in the way a reader fills it in.
// The copy the second reader checked on 2026-12-02 (kept in fixtures/) fell apart there: in Chinese
// every section label ran into the next line as one paragraph and the three "· " items collapsed onto
// one line; in English "1. What it looks like" and the other labels became an ordered list that the
// tutorial's "1) 2) 3)" interleaved with; the code went in as a paragraph, so pasted code lost its
// indentation; one placeholder sat inside another; {N} stood for both a record count and a number of
// days, so a find-and-replace filled both with one value; and the English ended with a line the
// Chinese lacked and spelled "Licence". The same checks reject it. The guide cites no length limit for
// either site's title or body, so there is no field limit to measure here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'
type Kind = 'heading' | 'bullet' | 'ordered' | 'code' | 'paragraph'
interface Block {
  kind: Kind
  lines: string[]
}

const articleId = 'marketing/domestic-b2b-open-source'
// The names a reader fills in once and that the article repeats on purpose: the same thing each time.
const repeated = {
  zh: ['项目名', '具体结果', '安装命令'],
  en: ['project', 'concrete result', 'install command'],
}
const sections = 6
const contributing = 3
const tutorialSteps = 3

/**
 * The blocks a CommonMark editor makes of a text: a line that starts no heading, list item or fence
 * continues the paragraph or list item above it unless a blank line comes first, so bare lines one
 * under another become one paragraph; a fence keeps its lines as they are.
 */
function markdownBlocks(text: string): Block[] {
  const blocks: Block[] = []
  let open: Block | undefined
  let fence: Block | undefined
  for (const line of text.split('\n')) {
    if (fence) {
      fence.lines.push(line)
      if (line.startsWith('```')) fence = undefined
      continue
    }
    if (line.trim() === '') {
      open = undefined
      continue
    }
    const kind: Kind | undefined = line.startsWith('```')
      ? 'code'
      : /^#{1,6} /.test(line)
        ? 'heading'
        : /^[-*+] /.test(line)
          ? 'bullet'
          : /^\d{1,9}[.)] /.test(line)
            ? 'ordered'
            : undefined
    if (kind === 'code') {
      fence = { kind, lines: [line] }
      blocks.push(fence)
      open = undefined
    } else if (kind === 'heading') {
      blocks.push({ kind, lines: [line] })
      open = undefined
    } else if (kind && open?.kind === kind) {
      open.lines.push(line)
    } else if (kind) {
      open = { kind, lines: [line] }
      blocks.push(open)
    } else if (open) {
      open.lines.push(line)
    } else {
      open = { kind: 'paragraph', lines: [line] }
      blocks.push(open)
    }
  }
  return blocks
}

/** What is wrong with a launch article, in words; empty when it is right. */
function problems(text: string, language: Language): string[] {
  const found: string[] = []
  const blocks = markdownBlocks(text)
  const headings = blocks.filter((block) => block.kind === 'heading')
  if (headings.length !== sections) found.push(`${headings.length} headings, not ${sections}`)
  if (blocks.some((block) => block.kind === 'paragraph' && block.lines.length > 1))
    found.push('lines run together into one paragraph')
  const ordered = blocks.filter((block) => block.kind === 'ordered')
  if (ordered.length !== 1 || ordered[0]?.lines.length !== tutorialSteps)
    found.push('the tutorial is not one ordered list of its steps')
  const bullets = blocks.filter((block) => block.kind === 'bullet')
  if (bullets.length !== 1 || bullets[0]?.lines.length !== contributing)
    found.push('the feedback items are not one bulleted list')
  const code = blocks.filter((block) => block.kind === 'code')
  if (code.length !== 1 || !/\{[^{}]+\}/.test(code[0]?.lines.slice(1, -1).join('\n') ?? ''))
    found.push('the example code is not in a fenced block')

  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '')
  if ((text.match(/\{/g) ?? []).length !== names.length || (text.match(/\}/g) ?? []).length !== names.length)
    found.push('a placeholder is nested or unbalanced')
  if (names.some((name) => /^[A-Za-z0-9]$/.test(name.trim())))
    found.push('a placeholder has a one-letter name')
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  for (const [name, count] of counts)
    if (count > 1 && !repeated[language].includes(name)) found.push(`{${name}} stands for ${count} things`)
  if (language === 'en' && /\bLicence\b/.test(text)) found.push('British "Licence"')
  return found
}

const fixture = (language: Language) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `launch-post-2026-12-02-review.${language}.txt`), 'utf8')

describe.each(['zh', 'en'] as const)('launch article (%s)', (language) => {
  const text = templateOf(language, articleId)

  it('is Markdown an editor keeps as headings, one tutorial list, one code fence and one bulleted list', () => {
    expect(problems(text, language)).toEqual([])
    expect(markdownBlocks(text).map((block) => block.kind)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'paragraph',
      'heading',
      'ordered',
      'code',
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'heading',
      'bullet',
      'paragraph',
    ])
  })

  it('fills in with one value per name: the record limit and the reply days are apart', () => {
    const names = new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]))
    const values = new Map([...names].map((name, index) => [name, `«${index}»`]))
    const filled = text.replace(/\{([^{}]*)\}/g, (_, name: string) => values.get(name) ?? '')
    expect(filled).not.toMatch(/[{}]/)
    const limit = language === 'zh' ? '记录数上限' : 'record limit'
    const days = language === 'zh' ? '回复天数' : 'reply days'
    expect(filled).toContain(`${values.get(limit)} ${language === 'zh' ? '条' : 'records'}`)
    expect(filled).toContain(`${values.get(days)} ${language === 'zh' ? '天内' : 'days'}`)
    expect(values.get(limit)).not.toBe(values.get(days))
  })

  it('rejects the copy reviewed on 2026-12-02', () => {
    const found = problems(fixture(language), language)
    expect(found).toEqual(
      expect.arrayContaining([
        '0 headings, not 6',
        'lines run together into one paragraph',
        'the example code is not in a fenced block',
        'a placeholder is nested or unbalanced',
        '{N} stands for 2 things',
      ]),
    )
    if (language === 'en') expect(found).toContain('British "Licence"')
  })
})

describe('the two languages', () => {
  it('have the same Markdown structure and the same number of placeholders in each block', () => {
    const shape = (language: Language) =>
      markdownBlocks(templateOf(language, articleId)).map((block) => [
        block.kind,
        block.lines.length,
        (block.lines.join('\n').match(/\{[^{}]*\}/g) ?? []).length,
      ])
    expect(shape('en')).toEqual(shape('zh'))
  })

  it('did not in the reviewed copy, whose English ended with a line the Chinese lacked', () => {
    const last = (language: Language) => fixture(language).trimEnd().split('\n').at(-1) ?? ''
    expect(last('en')).toMatch(/^Publish it in Chinese/)
    expect(last('zh')).toMatch(/^声明/)
  })
})
