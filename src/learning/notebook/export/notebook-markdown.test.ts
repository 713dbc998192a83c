import { expect, it } from 'vitest'
import type { GuideOutline } from '../lists/guide-outlines'
import { notebookMarkdown } from './notebook-markdown'

const seo: GuideOutline = {
  id: 'marketing/research-seo',
  path: '/marketing/research/seo',
  title: 'SEO research',
  headings: { 'section-1': 'Why', 'section-2': 'How' },
  newestChange: null,
  steps: [
    { id: 'pick', title: 'Pick keywords' },
    { id: 'check', title: 'Check volume' },
  ],
}
const at = '2026-11-20T10:00:00.000Z'
const labels = {
  title: 'My learning notebook',
  exported: 'Exported on November 20, 2026',
  bookmarks: 'Bookmarks',
  notes: 'Notes',
  checklists: 'Checklists',
  steps: (done: number, total: number) => `${done} of ${total} steps`,
  none: 'None yet.',
}

it('writes bookmarks, notes under guide and section headings, and checklists with their ticks', () => {
  const markdown = notebookMarkdown(
    {
      bookmarks: [
        { article_id: seo.id, section_id: 'section-2', created_at: at, deleted_at: null, updated_at: at },
      ],
      notes: [
        {
          article_id: seo.id,
          section_id: 'section-2',
          body: 'second\n# not a heading',
          deleted_at: null,
          updated_at: at,
        },
        { article_id: seo.id, section_id: 'section-1', body: 'first', deleted_at: null, updated_at: at },
      ],
      ticks: [{ article_id: seo.id, step_id: 'check', deleted_at: null, updated_at: at }],
    },
    { [seo.id]: seo },
    labels,
    'en',
  )
  expect(markdown).toBe(
    [
      '# My learning notebook',
      '',
      'Exported on November 20, 2026',
      '',
      '## Bookmarks',
      '',
      '- [SEO research · How](/en/marketing/research/seo#section-2)',
      '',
      '## Notes',
      '',
      '### SEO research',
      '',
      '#### Why',
      '',
      '```text',
      'first',
      '```',
      '',
      '#### How',
      '',
      '```text',
      'second',
      '# not a heading',
      '```',
      '',
      '## Checklists',
      '',
      '### SEO research (1 of 2 steps)',
      '',
      '- [ ] Pick keywords',
      '- [x] Check volume',
      '',
    ].join('\n'),
  )
})

it('says when a part is empty, and links zh pages without a prefix', () => {
  const markdown = notebookMarkdown(
    {
      bookmarks: [{ article_id: seo.id, section_id: '', created_at: at, deleted_at: null, updated_at: at }],
      notes: [],
      ticks: [],
    },
    { [seo.id]: seo },
    labels,
    'zh',
  )
  expect(markdown).toContain('- [SEO research](/marketing/research/seo)\n')
  expect(markdown.match(/None yet\./g)).toHaveLength(2)
})

it('fences a note so that its fences, headings and HTML change nothing around it, and drops javascript: links (security review L6)', () => {
  const body =
    'A <img src=x onerror=alert(1)> <script>alert(2)</script> [link](javascript:alert(3))\n# heading\n```\n<b>bold</b>'
  const markdown = notebookMarkdown(
    {
      bookmarks: [],
      notes: [{ article_id: seo.id, section_id: 'section-1', body, deleted_at: null, updated_at: at }],
      ticks: [{ article_id: seo.id, step_id: 'pick', deleted_at: null, updated_at: at }],
    },
    { [seo.id]: seo },
    labels,
    'en',
  )
  expect(markdown).not.toContain('javascript:')
  expect(markdown).toContain(
    '````text\nA <img src=x onerror=alert(1)> <script>alert(2)</script> link\n# heading\n```\n<b>bold</b>\n````\n',
  )
  // Outside the fences, the file's own structure is all there is.
  const outside = markdown
    .split(/^````.*$/m)
    .filter((_, index) => index % 2 === 0)
    .join('\n')
  expect(outside.match(/^#+ .*$/gm)).toEqual([
    '# My learning notebook',
    '## Bookmarks',
    '## Notes',
    '### SEO research',
    '#### Why',
    '## Checklists',
    '### SEO research (1 of 2 steps)',
  ])
  expect(markdown).toContain('- [x] Pick keywords\n- [ ] Check volume\n')
})
