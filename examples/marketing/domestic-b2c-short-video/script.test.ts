// The 60-second talking-head script a reader copies from the guide, in both languages. The November
// copy (kept in fixtures/) had a 0-3 s hook whose example takes about 23 syllables, 5-6 seconds to
// say, offered WeChat Channels in its platform field while the guide covers Bilibili instead, and had
// no line for the "广告" label that a post with a shopping link needs. This test reads the script as a
// reader fills it in: segments that run 0-60 s without gaps, an example hook that is said within its
// 3-second slot at a brisk 4 syllables a second, only the guide's four platforms, and the ad label.
// The copy the second reader checked on 2026-12-02 (also in fixtures/) gave the AI-label step for
// Douyin only, while the script offers four platforms; its AI line must now say where to declare AI
// content on each of the four platforms it offers.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'

const articleId = 'marketing/domestic-b2c-short-video'
const syllablesPerSecond = 4
const segment = { zh: /^(\d+)~(\d+) 秒/, en: /^(\d+)-(\d+) s / }
const exampleLine = { zh: /^台词：“\{例：(.+)\}”$/, en: /^Line: "\{e\.g\. (.+)\}"$/ }
const declaredLimit = { zh: /台词不超过 (\d+) 个字/, en: /at most (\d+) Chinese characters/ }
const platformField = { zh: /平台：\{([^}]+)\}/, en: /Platform: \{([^}]+)\}/ }
const adLabel = { zh: /标明“广告”/, en: /mark it “广告”/ }
const aiLine = { zh: /^如用了 AI 生成的画面或声音：/, en: /^If any image or voice is AI-generated: / }
const platformNames = {
  zh: ['抖音', '快手', '小红书', 'B 站'],
  en: ['Douyin', 'Kuaishou', 'Xiaohongshu', 'Bilibili'],
}

const titleOf = (language: Language) =>
  (
    JSON.parse(
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
    ) as { title: string }
  ).title

/**
 * Syllables as a Chinese line is said: one per Han character and per digit ("30" is 三十), one per
 * Latin word; a Latin gloss after Chinese text is a translation, not spoken.
 */
function syllables(line: string): number {
  const han = line.match(/\p{Script=Han}/gu) ?? []
  if (han.length > 0) {
    const spoken = line.replace(/\([^)]*\)/g, '')
    return han.length + (spoken.match(/\d/g) ?? []).length + (spoken.match(/[A-Za-z]+/g) ?? []).length
  }
  // An English line: about 1.5 syllables a word.
  return Math.round((line.match(/[A-Za-z0-9’']+/g) ?? []).length * 1.5)
}

/** What is wrong with a script, in words; empty when it is right. */
function problems(text: string, language: Language): string[] {
  const lines = text.split('\n')
  const found: string[] = []
  const segments = lines
    .map((line) => segment[language].exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [Number(match[1]), Number(match[2])] as const)
  let end = 0
  for (const [from, to] of segments) {
    if (from !== end) found.push(`a gap or overlap at ${end} s`)
    end = to
  }
  if (end !== 60) found.push(`the segments end at ${end} s, not 60 s`)

  const hookStart = lines.findIndex((line) => segment[language].exec(line)?.[1] === '0')
  const hookEnd = lines.findIndex((line, index) => index > hookStart && segment[language].test(line))
  const hookLines = lines.slice(hookStart, hookEnd)
  const example = hookLines.map((line) => exampleLine[language].exec(line)?.[1]).find(Boolean)
  const [, hookFrom = 0, hookTo = 0] = segment[language].exec(lines[hookStart] ?? '') ?? []
  const slot = Number(hookTo) - Number(hookFrom)
  if (!example) found.push('the hook has no example line')
  else if (syllables(example) / syllablesPerSecond > slot)
    found.push(`the example hook takes ${syllables(example) / syllablesPerSecond} s in a ${slot} s slot`)
  const limit = declaredLimit[language].exec(hookLines.join('\n'))?.[1]
  if (!limit) found.push('the hook slot states no length limit')
  else if (Number(limit) / syllablesPerSecond > slot)
    found.push(`a ${limit}-character limit overruns the slot`)

  const title = titleOf(language)
  const platforms = (platformField[language].exec(text)?.[1] ?? '').split(' / ')
  for (const platform of platforms)
    if (!title.includes(platform)) found.push(`platform ${platform} is not one the guide covers`)
  if (!adLabel[language].test(text)) found.push('no line for the 广告 label')
  const ai = lines.find((line) => aiLine[language].test(line))
  if (!ai) found.push('no line for the AI label')
  else
    for (const platform of platformNames[language])
      if (!ai.includes(platform)) found.push(`the AI line does not say where to declare on ${platform}`)
  return found
}

describe.each(['zh', 'en'] as const)('60-second script (%s)', (language) => {
  it('runs 0-60 s, fits its hook in 3 s, offers the guide’s four platforms and the ad label', () => {
    const text = templateOf(language, articleId)
    expect(problems(text, language)).toEqual([])
    expect((platformField[language].exec(text)?.[1] ?? '').split(' / ')).toHaveLength(4)
  })

  it('rejects the November copy: a 5-second hook, WeChat Channels, no ad label', () => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', `script-2026-11-26.${language}.txt`),
      'utf8',
    )
    const found = problems(old, language)
    expect(found.some((problem) => problem.startsWith('the example hook takes'))).toBe(true)
    expect(found.some((problem) => problem.startsWith('platform '))).toBe(true)
    expect(found).toContain('no line for the 广告 label')
    expect(found.some((problem) => problem.startsWith('the segments') || problem.startsWith('a gap'))).toBe(
      false,
    )
  })

  it('rejects the copy reviewed on 2026-12-02, whose AI line names Douyin only', () => {
    const reviewed = readFileSync(
      join(import.meta.dirname, 'fixtures', `script-2026-12-02-review.${language}.txt`),
      'utf8',
    )
    const [, ...others] = platformNames[language]
    expect(problems(reviewed, language)).toEqual(
      others.map((platform) => `the AI line does not say where to declare on ${platform}`),
    )
  })
})
