import { describe, expect, it } from 'vitest'
import { expectIdsCovered, languages, localeContent } from '@/test/content-test-helpers'
import { onlineIcons } from './online-tools'
import { toolsSchema } from './tools-content'
import { loadSection } from '@/routes/section-routes'
import { cardGuides, firstGuide, onlineGuides } from './tools-links'

// Parsed inside each test, so a schema failure is reported as that test's failure.
const parsed = () => languages.map((language) => toolsSchema.parse(localeContent(language, 'tools')))

describe('tools.json', () => {
  it.each(languages)('%s passes the schema', (language) => {
    expect(toolsSchema.safeParse(localeContent(language, 'tools')).error).toBeUndefined()
  })

  it('names the same tool categories and cards in both languages, each with its guide', () => {
    const content = parsed()
    expectIdsCovered(
      content.map((c) => Object.keys(c.online.categories)),
      onlineIcons,
      onlineGuides,
    )
    expectIdsCovered(
      content.map((c) => [
        ...Object.keys(c.playbooks.items),
        ...Object.keys(c.cashflow.items),
        ...Object.keys(c.services.items),
      ]),
      cardGuides,
    )
  })

  it('leads "try now" to the first tools guide', async () => {
    expect(firstGuide(await loadSection('tools-services')).path).toBe('/tools-services/online/dev-tools')
  })
})
