// Issue 30: each of the 15 marketing guides gives the reader something to paste the same day, in
// both languages. The list is the issue's, by name: the playbook guides added beside them are
// sequences of steps, and a new guide starts as a draft, so neither is held to it.
import { describe, expect, it } from 'vitest'
import { allResources } from '@/test/test-i18n'
import type { Article } from './article-schema'

const marketingGuides = [
  'domestic-b2b-app-stores',
  'domestic-b2b-mini-programs',
  'domestic-b2b-open-source',
  'domestic-b2c-moments',
  'domestic-b2c-short-video',
  'domestic-b2c-wechat',
  'overseas-b2b-middle-east',
  'overseas-b2b-open-source',
  'overseas-b2b-tiktok',
  'overseas-b2c-google',
  'overseas-b2c-reddit',
  'overseas-b2c-social',
  'overseas-b2c-video',
  'research-cases',
  'research-seo',
]

const templatesOf = (language: string, guide: string) =>
  ((allResources[language]?.[`articles/marketing/${guide}`] as Article | undefined)?.sections ?? [])
    .flatMap((section) => section.blocks ?? [])
    .filter((block) => block.type === 'template')

describe.each(['zh', 'en'])('marketing guides in %s', (language) => {
  it.each(marketingGuides)('%s has a template to paste', (guide) => {
    expect(templatesOf(language, guide).length).toBeGreaterThanOrEqual(1)
  })

  it('are the 15 the issue names, all still published under these ids', () => {
    const ids = Object.keys(allResources[language] ?? {}).filter((namespace) =>
      namespace.startsWith('articles/marketing/'),
    )
    expect(ids).toEqual(expect.arrayContaining(marketingGuides.map((guide) => `articles/marketing/${guide}`)))
  })
})
