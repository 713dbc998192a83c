// The web3 guide's wallet safety checklist (wallet-safety.md), as a reader of each language copies it
// from the page, held to the guide's own rules: every line after the heading is a Markdown task item;
// it names an approval checker a reader can open (Etherscan's Token Approval Checker) and says a
// revoke is a transaction that costs gas; it has the guide's chain-ID check before signing and the rule
// never to type a seed phrase into a web page; and both languages have the same number of items. (A
// template's text may not end in whitespace, so the page's copy button gives it without a final
// newline, like every template on the site.) The reviewed checklist
// (fixtures/wallet-safety.before-fix.*.md) named no checker, said nothing of gas and lacked the two
// items; the same checks reject it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'

type Language = 'zh' | 'en'

const words = {
  zh: { gas: /Gas|手续费/, chainId: /chain ID/, seed: /助记词.*(网页|网站)/ },
  en: { gas: /gas/i, chainId: /chain ID/, seed: /seed phrase.*(web page|website)/i },
}

/** What is wrong with a checklist, by the guide's rules; [] when nothing is. */
function problems(language: Language, text: string): string[] {
  const found: string[] = []
  const lines = text.split('\n')
  if (!lines[0]?.startsWith('# ')) found.push('no heading')
  const items = lines.slice(1).filter((line) => line.trim())
  if (!items.every((line) => line.startsWith('- [ ] '))) found.push('a line that is not a task item')
  if (!/etherscan\.io\/tokenapprovalchecker/.test(text)) found.push('no approval checker named')
  const revoke = items.find((line) => /tokenapprovalchecker/.test(line)) ?? ''
  if (!words[language].gas.test(revoke)) found.push('revoking is not said to cost gas')
  if (!items.some((line) => words[language].chainId.test(line))) found.push('no chain-ID check')
  if (!items.some((line) => words[language].seed.test(line))) found.push('no rule on typing the seed phrase')
  return found
}

const itemCount = (text: string) => text.split('\n').filter((line) => line.startsWith('- [ ] ')).length

describe.each(['zh', 'en'] as const)('wallet-safety.md (%s)', (language) => {
  const text = templateOf(language, 'products-tech/web3')

  it('meets every rule of the guide', () => {
    expect(problems(language, text)).toEqual([])
  })

  it('rejects the reviewed checklist', () => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', `wallet-safety.before-fix.${language}.md`),
      'utf8',
    )
    expect(problems(language, old)).toEqual(
      expect.arrayContaining([
        'no approval checker named',
        'revoking is not said to cost gas',
        'no chain-ID check',
        'no rule on typing the seed phrase',
      ]),
    )
  })
})

it('has the same number of items in both languages', () => {
  expect(itemCount(templateOf('zh', 'products-tech/web3'))).toBe(
    itemCount(templateOf('en', 'products-tech/web3')),
  )
})
