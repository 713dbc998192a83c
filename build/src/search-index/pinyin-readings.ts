import { pinyin } from 'pinyin-pro'
import { initialToken, syllableToken } from '../../../src/search/readings'
import type { Token } from '../../../src/search/tokens'

const hanRun = /\p{Script=Han}+/gu
const syllable = /^[a-z]+$/

/**
 * The pinyin of every Chinese character in a folded text, as tokens at the character's offset:
 * its syllable without tone ("^gong"; ü typed as v, "^lv"), and with `initials` its first letter
 * ("!g"). pinyin-pro reads each run of characters as words, so 重 in 重要 is zhong and in 重新 chong.
 */
export function pinyinReadings(folded: string, initials: boolean): Token[] {
  const tokens: Token[] = []
  for (const run of folded.matchAll(hanRun)) {
    const chars = [...run[0]]
    const syllables = pinyin(run[0], { type: 'array', toneType: 'none', v: true })
    if (syllables.length !== chars.length) continue
    let at = run.index
    chars.forEach((char, index) => {
      const reading = syllables[index]
      if (syllable.test(reading)) {
        tokens.push({ text: syllableToken(reading), at })
        if (initials) tokens.push({ text: initialToken(reading[0]), at })
      }
      at += char.length
    })
  }
  return tokens
}
