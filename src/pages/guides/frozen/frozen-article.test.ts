import { expect, test } from 'vitest'
import { markKey, newestCheck, type Article } from '@super-individual/content'
import { allResources } from '@/test/test-i18n'
import { articleSkeleton, isFrozenBlock, lastCheckOf } from './frozen-article'

const article = allResources.en['articles/marketing/research-seo'] as unknown as Article
// As the build's glossary marks name them: the first paragraph of the first two sections has a term.
const marks = { [markKey(0, 'p', 0)]: [[0, 2, 'seo']], [markKey(1, 'p', 0)]: [[0, 2, 'seo']] }

test('the skeleton leaves out every fact, table, figure, case, callout and source, and keeps what React draws', () => {
  const skeleton = articleSkeleton(article, marks)
  const text = JSON.stringify(skeleton)
  for (const section of article.sections)
    for (const block of section.blocks ?? [])
      if (['fact', 'numbers', 'table', 'case', 'callout'].includes(block.type))
        expect(text).not.toContain(JSON.stringify(block))
  for (const link of article.resources) expect(text).not.toContain(link.url)
  // Code and templates keep their copy buttons, paragraphs their glossary marks.
  const kept = skeleton.sections
    .flatMap((section) => section.blocks ?? [])
    .filter((block) => !isFrozenBlock(block))
  expect(kept.map((block) => block.type).sort()).toEqual(
    article.sections
      .flatMap((section) => section.blocks ?? [])
      .filter((block) => block.type === 'code' || block.type === 'template')
      .map((block) => block.type)
      .sort(),
  )
  // A paragraph or item with a glossary mark stays (the mark is a button); the others are HTML only.
  skeleton.sections.forEach((section, index) =>
    section.paragraphs.forEach((paragraph, item) =>
      expect(paragraph).toBe(
        markKey(index, 'p', item) in marks ? article.sections[index].paragraphs[item] : '',
      ),
    ),
  )
  expect(skeleton.sections.flatMap((section) => section.paragraphs).filter(Boolean).length).toBeGreaterThan(0)
  expect(skeleton.sections.flatMap((section) => section.paragraphs)).toContain('')
  expect(text.length).toBeLessThan(JSON.stringify(article).length * 0.6)
})

test('the skeleton carries the day the sources were last read, which its blocks no longer can', () => {
  expect(lastCheckOf(articleSkeleton(article))).toEqual(newestCheck(article))
  expect(newestCheck(article).fromSources).toBe(true)
})
