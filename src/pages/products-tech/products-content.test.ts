import { describe, expect, it } from 'vitest'
import { expectIdsCovered, languages, localeContent } from '@/test/content-test-helpers'
import { sectionPagesInOrder } from '@/routes/sidebar-tree'
import { loadSection } from '@/routes/section-routes'
import { productsSchema } from './products-content'
import { deepDiveGuides, deepDiveIcons, furtherReading, learningPath, topicGuides } from './products-links'
import { topicIcons } from './topic-cards'

// Parsed inside each test, so a schema failure is reported as that test's failure.
const parsed = () => languages.map((language) => productsSchema.parse(localeContent(language, 'products')))

describe('products.json', () => {
  it.each(languages)('%s passes the schema', (language) => {
    expect(productsSchema.safeParse(localeContent(language, 'products')).error).toBeUndefined()
  })

  it('names the same topics and deep dives in both languages, each with its icon and guides', async () => {
    const content = parsed()
    const products = await loadSection('products-tech')
    expectIdsCovered(
      content.map((c) => Object.keys(c.topics.items)),
      topicIcons,
      topicGuides(products),
    )
    expectIdsCovered(
      content.map((c) => Object.keys(c.deepDives.items)),
      deepDiveIcons,
      deepDiveGuides(products),
    )
  })

  it('has a learning path that, with the further reading, covers every products-tech guide once', async () => {
    const all = sectionPagesInOrder('products-tech').map((route) => route.path)
    const shown = [...learningPath, ...furtherReading(await loadSection('products-tech'))].map(
      (route) => route.path,
    )
    expect([...shown].sort()).toEqual([...all].sort())
  })
})
