import { expect, test } from 'vitest'
import { newestCheck, type Article } from '@super-individual/content'
import { allResources } from '@/test/test-i18n'
import { articleSkeleton, isFrozenBlock, lastCheckOf } from './frozen-article'

const article = allResources.en['articles/marketing/research-seo'] as unknown as Article

test('the skeleton leaves out every fact, table, figure, case, callout and source, and keeps what React draws', () => {
  const skeleton = articleSkeleton(article)
  const text = JSON.stringify(skeleton)
  for (const section of article.sections)
    for (const block of section.blocks ?? [])
      if (['fact', 'numbers', 'table', 'case', 'callout'].includes(block.type))
        expect(text).not.toContain(JSON.stringify(block))
  for (const link of article.resources) expect(text).not.toContain(link.url)
  // Code and templates stay, for their copy buttons.
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
  // Their text is HTML only too: the copy buttons copy it from the page.
  for (const block of kept)
    if (block.type === 'code' || block.type === 'template')
      expect(block.type === 'code' ? block.code : block.text).toBe('')
  // Paragraphs and items, glossary marks and all, are HTML only.
  const texts = skeleton.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
  expect(texts.length).toBeGreaterThan(0)
  expect(new Set(texts)).toEqual(new Set(['']))
  // The intro and the change log's words are HTML only; the dates stay, for the share bar's feed.
  expect(skeleton.intro).toBe('')
  expect(skeleton.changeLog.map((entry) => entry.text)).toEqual(article.changeLog.map(() => ''))
  expect(skeleton.changeLog.map((entry) => entry.date)).toEqual(article.changeLog.map((entry) => entry.date))
  for (const entry of article.changeLog) expect(text).not.toContain(JSON.stringify(entry.text))
  expect(text.length).toBeLessThan(JSON.stringify(article).length * 0.6)
})

test('the skeleton carries the day the sources were last read, which its blocks no longer can', () => {
  expect(lastCheckOf(articleSkeleton(article))).toEqual(newestCheck(article))
  expect(newestCheck(article).fromSources).toBe(true)
})

test("the skeleton keeps a step's id, title and guide, and leaves its words, cost, duration and sources to the HTML", () => {
  const playbook = allResources.en['articles/tools-services/playbooks-paid-from-abroad'] as unknown as Article
  const steps = playbook.sections.flatMap((section) => section.steps ?? [])
  expect(steps.filter((step) => step.cost && step.duration && step.sources).length).toBeGreaterThan(2)
  const skeleton = articleSkeleton(playbook)
  const text = JSON.stringify(skeleton)
  for (const step of steps) {
    expect(text).not.toContain(JSON.stringify(step.text))
    for (const detail of [step.cost, step.duration, ...(step.sources ?? []).map((source) => source.url)])
      if (detail) expect(text).not.toContain(JSON.stringify(detail))
  }
  expect(skeleton.sections.flatMap((section) => section.steps ?? [])).toEqual(
    steps.map(({ id, title, guide }) => ({ id, title, text: '', guide })),
  )
})
