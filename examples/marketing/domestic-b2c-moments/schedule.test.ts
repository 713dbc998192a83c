// The week-of-Moments schedule a reader copies from the guide, in both languages, read as a reader
// uses it: pasted into a Markdown notes app to plan the week, filled in, then each line posted to
// Moments. The copy the second reader checked on 2026-12-02 (kept in fixtures/) wrote the nine posts
// as bare lines, which a Markdown editor runs together into one paragraph; left Saturday's post without
// a time; asked for plain consent in the feedback post where the Personal Information Protection Law
// (Art. 25) asks for separate consent; gave the selling post a price and a deadline with no word on the
// Advertising Law (a real deadline, no absolute terms, Art. 9); and the English copy had a closing line
// the Chinese lacked. The same checks reject it. Every filled post must also fit the one limit the guide
// cites for a Moments post: 2,000 characters of text in a WeCom customer Moments post.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'

const articleId = 'marketing/domestic-b2c-moments'
const slot = {
  zh: /^- (周[一二三四五六日]) (\d{1,2}:\d{2})｜([^｜]+)｜(.+)$/,
  en: /^- (Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d{1,2}:\d{2}) \| ([^|]+?) \| (.+)$/,
}
const days = {
  zh: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
}
const selling = { zh: '产品', en: 'Product' }
const feedback = { zh: '用户反馈', en: 'Customer voice' }
const separateConsent = { zh: /单独问过/, en: /asked them separately/ }
const adLaw = {
  zh: /截止日期要真实.*绝对化用语.*《广告法》第九条/,
  en: /a real end date.*absolute terms.*Advertising Law Art\. 9/,
}
const citedLimit = { zh: /文字最多 ([\d,]+) 字/, en: /Up to ([\d,]+) characters of text/ }
const stand = { zh: '测'.repeat(30), en: 'x'.repeat(60) }

type Kind = 'heading' | 'bullet' | 'ordered' | 'code' | 'paragraph'
interface Block {
  kind: Kind
  lines: string[]
}

/**
 * The blocks a CommonMark editor makes of a text: a line that starts no heading, list item or fence
 * continues the paragraph or list item above it unless a blank line comes first, so bare lines one
 * under another become one paragraph.
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

const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '')

/** The limit the guide cites for the text of one Moments post, from its numbers table. */
function citedPostLimit(language: Language): number {
  const article = JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '..',
        '..',
        '..',
        'public',
        'locales',
        language,
        'articles',
        `${articleId}.json`,
      ),
      'utf8',
    ),
  ) as { sections: { blocks?: { type: string; rows?: { value: string }[] }[] }[] }
  const values = article.sections
    .flatMap((section) => section.blocks ?? [])
    .flatMap((block) => (block.type === 'numbers' ? (block.rows ?? []) : []))
    .map((row) => citedLimit[language].exec(row.value)?.[1])
    .filter((value): value is string => value !== undefined)
  if (values.length !== 1)
    throw new Error(`${language}: expected one cited post limit, found ${values.length}`)
  return Number(values[0]?.replaceAll(',', ''))
}

/** What is wrong with a schedule, in words; empty when it is right. */
function problems(text: string, language: Language): string[] {
  const found: string[] = []
  const blocks = markdownBlocks(text)
  const posts = text
    .split('\n')
    .filter((line) => /^(- )?(周[一二三四五六日]|Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?=\s)/.test(line))
  const list = blocks.find((block) => block.kind === 'bullet')
  if (!list || list.lines.length !== posts.length)
    found.push('the posts are not a Markdown list: an editor runs them into one paragraph')
  const slots = posts.map((line) => slot[language].exec(line))
  if (slots.some((match) => match === null)) found.push('a post has no time')
  const matched = slots.filter((match): match is RegExpExecArray => match !== null)
  for (const day of days[language]) {
    const today = matched.filter((match) => match[1] === day)
    if (today.length === 0 && !posts.some((line) => line.includes(day))) found.push(`no post on ${day}`)
    if (today.length > 2) found.push(`more than 2 posts on ${day}`)
    if (today.filter((match) => match[3] === selling[language]).length > 1)
      found.push(`two selling posts on ${day}`)
  }
  const sell = matched.find((match) => match[3] === selling[language])?.[4] ?? ''
  if (!adLaw[language].test(sell))
    found.push('the selling post does not ask for a real deadline and no absolute terms')
  const voice = matched.find((match) => match[3] === feedback[language])?.[4] ?? ''
  if (!separateConsent[language].test(voice))
    found.push('the feedback post does not ask for separate consent')
  const names = placeholders(text)
  if ((text.match(/\{/g) ?? []).length !== names.length || (text.match(/\}/g) ?? []).length !== names.length)
    found.push('a placeholder is nested or unbalanced')
  if (names.some((name) => /^[A-Za-z0-9]$/.test(name.trim())))
    found.push('a placeholder has a one-letter name')
  if (new Set(names).size !== names.length) found.push('a placeholder name stands for two things')
  return found
}

const fixture = (language: Language) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `schedule-2026-12-02-review.${language}.txt`), 'utf8')

describe.each(['zh', 'en'] as const)('week-of-Moments schedule (%s)', (language) => {
  const text = templateOf(language, articleId)

  it('is a Markdown list of timed posts, 1-2 a day, one selling post with the Advertising Law line', () => {
    expect(problems(text, language)).toEqual([])
    expect(markdownBlocks(text).map((block) => [block.kind, block.lines.length])).toEqual([
      ['paragraph', 1],
      ['bullet', 9],
      ['paragraph', 1],
    ])
  })

  it('keeps every filled-in post within the 2,000 characters the guide cites', () => {
    const limit = citedPostLimit(language)
    expect(limit).toBe(2000)
    const filled = text.replace(/\{[^{}]*\}/g, stand[language])
    for (const line of markdownBlocks(filled).find((block) => block.kind === 'bullet')?.lines ?? [])
      expect([...line.replace(/^- /, '')].length, line.slice(0, 40)).toBeLessThanOrEqual(limit)
  })

  it('rejects the copy reviewed on 2026-12-02', () => {
    expect(problems(fixture(language), language)).toEqual(
      expect.arrayContaining([
        'the posts are not a Markdown list: an editor runs them into one paragraph',
        'a post has no time',
        'the selling post does not ask for a real deadline and no absolute terms',
        'the feedback post does not ask for separate consent',
      ]),
    )
  })
})

describe('the two languages', () => {
  it('have the same posts, times and placeholders line for line', () => {
    const zh = templateOf('zh', articleId).split('\n')
    const en = templateOf('en', articleId).split('\n')
    expect(en).toHaveLength(zh.length)
    const times = (lines: string[], language: Language) =>
      lines.map((line) => {
        const match = slot[language].exec(line)
        return match ? [days[language].indexOf(match[1] ?? ''), match[2]] : null
      })
    expect(times(en, 'en')).toEqual(times(zh, 'zh'))
    expect(en.map((line) => placeholders(line).length)).toEqual(zh.map((line) => placeholders(line).length))
  })

  it('did not in the reviewed copy, whose English had a closing line the Chinese lacked', () => {
    expect(fixture('en').split('\n').length).toBe(fixture('zh').split('\n').length + 1)
  })
})
