import { describe, expect, it } from 'vitest'
import { expectIdsCovered, languages, localeContent } from '@/test/content-test-helpers'
import { marketingSchema } from './marketing-content'
import { loadSection } from '@/routes/section-routes'
import { deepDiveGuides, deepDiveIcons } from './marketing-links'

// Parsed inside each test, so a schema failure is reported as that test's failure.
const parsed = () => languages.map((language) => marketingSchema.parse(localeContent(language, 'marketing')))

describe('marketing.json', () => {
  it.each(languages)('%s passes the schema', (language) => {
    expect(marketingSchema.safeParse(localeContent(language, 'marketing')).error).toBeUndefined()
  })

  it('maps domestic and overseas, each split into B2B and B2C', () => {
    const content = parsed()
    for (const c of content) {
      expect(Object.keys(c.channelMap.markets).sort()).toEqual(['domestic', 'overseas'])
      for (const market of Object.values(c.channelMap.markets))
        expect(Object.keys(market.segments).sort()).toEqual(['b2b', 'b2c'])
    }
  })

  it('names the same deep dives in both languages, each with its icon and guides', async () => {
    const content = parsed()
    expectIdsCovered(
      content.map((c) => Object.keys(c.deepDives.items)),
      deepDiveIcons,
      deepDiveGuides(await loadSection('marketing')),
    )
  })
})
