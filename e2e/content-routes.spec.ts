import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { recordCspViolations } from './support/csp-violations'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { brand, languages, locale, routeTitle } from './support/locales'
import { prerenderedRoutes, routeTable } from '../src/routes/route-table'

// Every route of the table except the two auth return addresses, which the accounts specs cover.
// This is the one walk over the site: later checks join it rather than walking again.
const titles = locale<{ titles: Record<string, string> }>('zh', 'navigation').titles
const contentPaths = Object.keys(titles).filter(
  (path) => path !== '/auth/callback' && path !== '/reset-password',
)

const isSectionOrTopLevel = (path: string) => path.split('/').length <= 2
const guidePaths = new Set<string>(routeTable.filter((route) => route.article).map((route) => route.path))
// Every guide is one article template filled from its JSON, and the two languages differ only in
// words: the Chinese walk runs axe on every guide, the English walk on the first guide of each
// section (and on every page that is not a guide). Each full run costs about 2.5 s on a 2-core
// machine, 38 of them a CI minute.
const firstGuideOfSection = new Set(
  [...guidePaths].filter(
    (path, index, paths) => paths.findIndex((other) => other.split('/')[1] === path.split('/')[1]) === index,
  ),
)
const runsAxe = (language: string, path: string) =>
  language === 'zh' || !guidePaths.has(path) || firstGuideOfSection.has(path)

test.use({ viewport: { width: 390, height: 844 } })

for (const language of languages) {
  test.describe(`content routes in ${language}`, () => {
    for (const path of contentPaths) {
      test(`${path} hydrates, renders its own title, fits 390 px, passes axe and its CSP`, async ({
        page,
      }) => {
        // A full axe run at 390 px and one of the header at 1280 px, on top of the page load.
        test.slow()
        const errors = collectConsoleErrors(page)
        const cspViolations = await recordCspViolations(page)
        // Hydration keeps the prerendered nodes; a mismatch makes React build new ones.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            Object.assign(window, { prerenderedHeading: document.querySelector('main h1') })
          })
        })
        await openIn(page, language, path)
        await expect(page).toHaveTitle(`${routeTitle(language, path)} | ${brand(language)}`)
        await expect(page.locator('main h1').first()).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // React marks the nodes it owns; once the h1 is marked, hydration (or a fresh render) is done.
        await expectReactOwnsHeading(page)
        const keptHeading = await page.evaluate(() => {
          const heading = (window as { prerenderedHeading?: Element | null }).prerenderedHeading
          return heading ? heading === document.querySelector('main h1') : null
        })
        const prerendered = prerenderedRoutes.some((route) => route.path === path)
        expect(keptHeading, 'the prerendered h1 is still the page h1 after hydration').toBe(
          prerendered ? true : null,
        )
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
        if (runsAxe(language, path)) await expectNoAxeViolations(page)
        // The header's navigation and language buttons only show from 640 and 1280 px up, so the
        // header gets a wide pass too, on each section's own page (where its link is the current
        // one); below a section the header is the same, and each pass costs 1.5 s on this machine.
        if (isSectionOrTopLevel(path)) {
          await page.setViewportSize({ width: 1280, height: 900 })
          const headerRight = await page.evaluate(() =>
            Math.max(
              ...[...document.querySelectorAll('header *')].map(
                (element) => element.getBoundingClientRect().right,
              ),
            ),
          )
          expect(headerRight, 'the header row fits 1280 px').toBeLessThanOrEqual(1280)
          await expectNoAxeViolations(page, { include: 'header' })
        }
        expect(await cspViolations()).toEqual([])
        expect(errors).toEqual([])
      })
    }
  })
}
