import { describe, expect, it } from 'vitest'
import { llmsTxt, oneLine } from './llms-txt'
import { localeResources } from './test-resources'

describe('llmsTxt', () => {
  it('names the site, says what it is, names /ask and the MCP server, then lists each section’s guides with a line and their Markdown copy', () => {
    const text = llmsTxt(
      localeResources('en'),
      [{ path: '/marketing' }, { path: '/tools-services' }],
      [
        {
          section: '/marketing',
          title: 'SEO',
          intro: 'Rank well. Then more.',
          markdownUrl: 'https://example.com/en/marketing/research/seo.md',
        },
      ],
      'https://example.com/en/ask',
    )
    expect(text).toMatch(
      /^# Super Individual\n\n> Super Individual is a Chinese-first, bilingual .+\n\n## Ask and agent tools\n\n- \[Ask the guides\]\(https:\/\/example.com\/en\/ask\): .+\n- super-individual-mcp: .+\n\n## Guides: Marketing\n\n/,
    )
    expect(text).toContain('- [SEO](https://example.com/en/marketing/research/seo.md): Rank well.\n')
    expect(text).not.toContain('Tools')
  })

  it('takes the first sentence of an intro, in Chinese or English, and cuts a long one at a word', () => {
    expect(oneLine('先找到用户。再定价。')).toBe('先找到用户。')
    expect(oneLine('Version 2.5 is out. More later.')).toBe('Version 2.5 is out.')
    expect(oneLine(`${'word '.repeat(60)}end.`, 50)).toMatch(/^(word ){9}word…$/)
  })
})
