import type { Article } from '@super-individual/content'

const source = { label: 'WeChat rules', url: 'https://example.com/rules', primary: true }
const blog = { label: 'A blog', url: 'https://example.com/blog', primary: false }

/** One guide holding every block type, for the Markdown and JSON-LD tests. */
export const fixtureArticle: Article = {
  title: 'Pricing research',
  intro: 'Price from what buyers pay. Then test it.',
  lastReviewed: '2026-11-20',
  changeLog: [
    { date: '2026-11-20', kind: 'reader', text: 'New fees.' },
    { date: '2026-03-02', kind: 'editorial', text: 'First version.' },
  ],
  sections: [
    {
      id: 'section-1',
      heading: 'Why price first',
      paragraphs: ['Buyers compare.', 'So do you.'],
      list: ['Cheap | fast', 'Good'],
      steps: [{ id: 'list-rivals', title: 'List rivals', text: 'Write down five.' }],
      blocks: [
        { type: 'fact', text: 'The fee is 0.6%.', asOf: '2026-10', checked: '2026-11-20', source },
        { type: 'fact', text: 'Refunds take a week.', unverified: true },
        {
          type: 'numbers',
          caption: 'Fees',
          rows: [
            { label: 'Card', value: '0.6%', source, asOf: '2026-10' },
            { label: 'Wire', value: '¥15', source: blog, asOf: '2026-09', checked: '2026-11-01' },
            { label: 'Cash', value: '0', source, asOf: '2026-08' },
          ],
        },
        { type: 'table', caption: 'Plans', columns: ['Plan', 'Price'], rows: [['Basic', '¥99']] },
        { type: 'template', title: 'Price post', text: 'Our price is ___.' },
        {
          type: 'code',
          language: 'bash',
          title: 'Count',
          code: 'echo "```"\n',
          example: 'examples/x/y/count.sh',
          tested: { how: 'run', with: ['bash'], on: '2026-11-20' },
        },
        { type: 'callout', tone: 'warning', text: 'Do not copy prices.' },
        {
          type: 'case',
          name: 'Acme',
          product: 'Widgets',
          channel: 'SEO',
          pricing: '$9',
          published: '$1k MRR',
          asOf: '2026-05',
          source: blog,
        },
      ],
    },
    { id: 'section-2', heading: 'Second', paragraphs: ['Two.'] },
    { id: 'section-3', heading: 'Third', paragraphs: ['Three.'] },
    { id: 'section-4', heading: 'Fourth', paragraphs: ['Four.'] },
  ],
  resources: [{ label: 'Stripe pricing', url: 'https://stripe.com/pricing', description: 'Fees.' }],
}
