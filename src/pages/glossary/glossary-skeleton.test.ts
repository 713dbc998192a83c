import { expect, it } from 'vitest'
import type { GlossaryTermsContent } from '@/glossary/glossary-content'
import { glossarySkeleton, termCount } from './glossary-skeleton'

const term = (id: string) => ({
  id,
  name: `name ${id}`,
  otherName: `other ${id}`,
  aliases: [],
  definition: `definition of ${id}`,
  sources: [],
  guides: [{ path: '/marketing/research/seo', title: 'SEO' }],
})
const glossary: GlossaryTermsContent = {
  topics: [
    { id: 'payments', title: 'Payments', terms: [term('mor'), term('psp')] },
    { id: 'tax', title: 'Tax', terms: [term('vat')] },
  ],
}

it('keeps each topic and its number of terms, and none of the terms’ words', () => {
  const skeleton = glossarySkeleton(glossary)
  expect(skeleton.topics.map((topic) => [topic.id, topic.title, termCount(topic)])).toEqual([
    ['payments', 'Payments', 2],
    ['tax', 'Tax', 1],
  ])
  expect(JSON.stringify(skeleton)).not.toMatch(/definition|name mor|SEO/)
  expect(skeleton.kept).toBe(true)
})

it('counts a whole topic by its terms', () => {
  expect(glossary.topics.map(termCount)).toEqual([2, 1])
})
