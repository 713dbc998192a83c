// The 30-day TikTok calendar a reader copies from the guide, in both languages. The November copy
// (kept in fixtures/) had 4 rest days, so 26 videos, while its header implied 30 and its day-29 hook
// said "30 videos in 30 days". This test reads the calendar as a reader would fill it in: every day
// 1-30 once, the videos counted, every "N videos" the calendar says matching that count, and the
// 2-second hook rule saying the hook goes on screen (a spoken English hook takes longer than 2 s).
// The copy the second reader checked on 2026-12-02 (also in fixtures/) put a "Hook:" on the rest days,
// where a reader pasting into a sheet gets a task in the hook column, and asked for TikTok's labels
// only on paid partnerships and AI content, while TikTok requires the commercial-content disclosure
// (Your brand) on every post that promotes your own product. The same checks reject both old copies.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'

const day = {
  zh: /^第 (\d+) 天｜([^｜]+)｜/,
  en: /^Day (\d+) \| ([^|]+?) \|/,
}
const rest = { zh: '休息', en: 'Rest' }
const videoCount = { zh: /(\d+) 条视频/g, en: /(\d+) videos/g }
const onScreenHook = {
  zh: /前 2 秒用屏幕大字打出钩子/,
  en: /hook as big on-screen text in the first 2 seconds/,
}
const restCell = { zh: /｜休息｜(.+?)：/, en: /\| Rest \| (.+?):/ }
const restLabel = { zh: '任务', en: 'Task' }
const ownBrandDisclosure = {
  zh: /每条展示产品或报价的视频，打开“内容披露”（Content disclosure）→“披露商业内容”（Disclose commercial content）→“你的品牌”（Your brand）/,
  en: /On every video that shows or prices your product, turn on Content disclosure → Disclose commercial content → Your brand/,
}

interface Calendar {
  days: number[]
  videos: number
  claimedCounts: number[]
  hookOnScreen: boolean
  restLabels: string[]
  disclosesOwnProduct: boolean
}

function read(text: string, language: Language): Calendar {
  const rows = text
    .split('\n')
    .map((line) => day[language].exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
  return {
    days: rows.map((match) => Number(match[1])),
    videos: rows.filter((match) => match[2]?.trim() !== rest[language]).length,
    claimedCounts: [...text.matchAll(videoCount[language])].map((match) => Number(match[1])),
    hookOnScreen: onScreenHook[language].test(text),
    restLabels: text
      .split('\n')
      .map((line) => restCell[language].exec(line)?.[1])
      .filter((label): label is string => label !== undefined),
    disclosesOwnProduct: ownBrandDisclosure[language].test(text),
  }
}

/** What is wrong with a calendar, in words; empty when it is right. */
function problems(text: string, language: Language): string[] {
  const calendar = read(text, language)
  const found: string[] = []
  const expected = Array.from({ length: 30 }, (_, index) => index + 1)
  if (JSON.stringify(calendar.days) !== JSON.stringify(expected)) found.push('days are not 1-30 once each')
  if (calendar.claimedCounts.length === 0) found.push('the calendar never says how many videos it has')
  for (const claimed of calendar.claimedCounts)
    if (claimed !== calendar.videos) found.push(`says ${claimed} videos, has ${calendar.videos}`)
  if (!calendar.hookOnScreen) found.push('the 2-second hook rule does not put the hook on screen')
  if (calendar.restLabels.some((label) => label !== restLabel[language]))
    found.push('a rest day is labelled as a hook, not a task')
  if (!calendar.disclosesOwnProduct)
    found.push('the disclosure line does not cover videos that promote your own product')
  return found
}

describe.each(['zh', 'en'] as const)('30-day calendar (%s)', (language) => {
  it('has days 1-30, and every video count it states is the number of video days', () => {
    const text = templateOf(language, 'marketing/overseas-b2b-tiktok')
    expect(read(text, language).videos).toBe(26)
    expect(problems(text, language)).toEqual([])
  })

  it('rejects the November copy, whose day-29 hook claims 30 videos', () => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', `calendar-2026-11-26.${language}.txt`),
      'utf8',
    )
    expect(read(old, language).videos).toBe(26)
    expect(problems(old, language)).toContain('says 30 videos, has 26')
    expect(problems(old, language)).toContain('the 2-second hook rule does not put the hook on screen')
  })

  it('rejects the copy reviewed on 2026-12-02: hooks on rest days, no disclosure for your own product', () => {
    const reviewed = readFileSync(
      join(import.meta.dirname, 'fixtures', `calendar-2026-12-02-review.${language}.txt`),
      'utf8',
    )
    expect(read(reviewed, language).restLabels).toHaveLength(4)
    expect(problems(reviewed, language)).toEqual([
      'a rest day is labelled as a hook, not a task',
      'the disclosure line does not cover videos that promote your own product',
    ])
  })

  it('labels its 4 rest days as tasks', () => {
    const text = templateOf(language, 'marketing/overseas-b2b-tiktok')
    expect(read(text, language).restLabels).toEqual(Array(4).fill(restLabel[language]))
  })
})
