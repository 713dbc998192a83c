import { describe, expect, it } from 'vitest'
import { articleMarkdown } from './article-markdown'
import { fixtureArticle } from './fixture-article'
import { localeResources } from './test-resources'

describe('articleMarkdown', () => {
  const markdown = articleMarkdown(fixtureArticle, 'https://example.com/en/x', localeResources('en'))

  it('opens with the title, the intro, both dates from the change log and the page URL', () => {
    expect(markdown.startsWith('# Pricing research\n\nPrice from what buyers pay. Then test it.\n\n')).toBe(
      true,
    )
    expect(markdown).toContain(
      '- First published: 2026-03-02\n- Last reviewed: 2026-11-20\n- Web page: https://example.com/en/x',
    )
  })

  it('keeps headings, paragraphs, lists and numbered steps', () => {
    expect(markdown).toContain(
      '## Why price first\n\nBuyers compare.\n\nSo do you.\n\n- Cheap | fast\n- Good',
    )
    expect(markdown).toContain('### Steps\n\n1. **List rivals**: Write down five.')
    expect(markdown).toContain('## Fourth\n\nFour.')
  })

  it('gives every fact and figure its source, primary or secondary, and its dates', () => {
    expect(markdown).toContain(
      '> The fee is 0.6%.\n>\n> Source: [WeChat rules](https://example.com/rules); as of 2026-10, checked 2026-11-20',
    )
    expect(markdown).toContain('> Refunds take a week. (to be confirmed)')
    expect(markdown).toContain('| Item | Value | Source | Dates |\n| --- | --- | --- | --- |')
    expect(markdown).toContain(
      '| Wire | ¥15 | [A blog](https://example.com/blog) (secondary source) | as of 2026-09, checked 2026-11-01 |',
    )
    expect(markdown).toContain(
      '- Source: [A blog](https://example.com/blog) (secondary source); as of 2026-05',
    )
  })

  it('writes tables, templates, callouts and code, with a fence no code can close', () => {
    expect(markdown).toContain('**Plans**\n\n| Plan | Price |\n| --- | --- |\n| Basic | ¥99 |')
    expect(markdown).toContain('**Template: Price post**\n\n```text\nOur price is ___.\n```')
    expect(markdown).toContain('> **Warning:** Do not copy prices.')
    expect(markdown).toContain('**Count**\n\n````bash\necho "```"\n````')
  })

  it('ends with the links and the change log, newest first', () => {
    expect(markdown).toContain(
      '## Tools and official sites\n\n- [Stripe pricing](https://stripe.com/pricing): Fees.',
    )
    expect(markdown).toMatch(/## Change log\n\n- 2026-11-20: New fees.\n- 2026-03-02: First version.\n$/)
  })

  it('words the labels in Chinese for the Chinese copy', () => {
    const zh = articleMarkdown(fixtureArticle, 'https://example.com/x', localeResources('zh'))
    expect(zh).toContain('来源: [WeChat rules](https://example.com/rules); 数据截至 2026-10, 2026-11-20 核对')
    expect(zh).toContain('## 更新记录')
  })
})
