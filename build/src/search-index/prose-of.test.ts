import { describe, expect, it } from 'vitest'
import { articleSchema } from '@super-individual/content'
import { z } from '../../../src/lib/zod'
import { fieldSchema, proseOf } from './prose-of'

const section = fieldSchema(articleSchema, 'sections', '[]')

describe('proseOf', () => {
  it('keeps the words of every block type and leaves out types, ids, example paths, tested entries, languages, tones, dates, source kinds and URLs', () => {
    const words = proseOf(section, {
      heading: 'Deploy',
      paragraphs: ['Push to main.'],
      steps: [{ id: 'connect-repository', title: 'Connect', text: 'Pick the repository.' }],
      blocks: [
        {
          type: 'code',
          language: 'json',
          title: 'vercel.json',
          example: 'examples/products-tech/docker-vercel/vercel.json',
          tested: { how: 'checked', with: ['vercelRoutingUtils'], on: '2026-11-26' },
          code: '{ "rewrites": [] }',
        },
        { type: 'table', caption: 'Plans', columns: ['Plan', 'Price'], rows: [['Hobby', 'free']] },
        { type: 'callout', tone: 'tip', text: 'Preview every branch.' },
        {
          type: 'fact',
          text: 'Hobby is free.',
          asOf: '2026-11',
          source: { label: 'Pricing', url: 'https://vercel.com/pricing', primary: true },
        },
      ],
    })
    expect(words).toEqual([
      'Deploy',
      'Push to main.',
      'Connect',
      'Pick the repository.',
      'vercel.json',
      '{ "rewrites": [] }',
      'Plans',
      'Plan',
      'Price',
      'Hobby',
      'free',
      'Preview every branch.',
      'Hobby is free.',
      'Pricing',
    ])
  })

  it('reads a block type it has never seen through its schema', () => {
    const quote = z.strictObject({
      type: z.literal('quote'),
      text: z.string(),
      by: z.string(),
      link: z.url(),
    })
    expect(
      proseOf(z.array(quote), [
        { type: 'quote', text: 'Ship it.', by: 'A founder', link: 'https://example.com' },
      ]),
    ).toEqual(['Ship it.', 'A founder'])
  })
})
