import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated, openIn } from './support/fresh-page'
import { languages, locale, type Language } from './support/locales'

// The collapsible parts of each guide section page, named as the locale files name them (keyed
// by id, in page order).
type Items<K extends string> = { items: Record<string, Record<K, string>> }
interface SectionPage {
  path: string
  /** The titles of the page's disclosures, in page order. */
  disclosures: (language: Language) => string[]
  /** Disclosures open when the page loads (the skills guide's first phase). */
  openAtFirst?: number[]
}

const titles = (items: Record<string, { title: string }>) => Object.values(items).map((item) => item.title)

const sectionPages: SectionPage[] = [
  {
    path: '/super-individual',
    disclosures: (language) =>
      titles(locale<{ overview: { stages: Items<'title'> } }>(language, 'individual').overview.stages.items),
  },
  {
    path: '/super-individual/skills',
    disclosures: (language) =>
      titles(locale<{ skills: { phases: Items<'title'> } }>(language, 'individual').skills.phases.items),
    openAtFirst: [0],
  },
  {
    path: '/products-tech',
    disclosures: (language) =>
      titles(locale<{ deepDives: Items<'title'> }>(language, 'products').deepDives.items),
  },
  {
    path: '/marketing',
    disclosures: (language) =>
      titles(locale<{ deepDives: Items<'title'> }>(language, 'marketing').deepDives.items),
  },
  {
    path: '/tools-services',
    disclosures: (language) =>
      Object.values(locale<{ faq: Items<'question'> }>(language, 'tools').faq.items).map(
        (item) => item.question,
      ),
  },
]

const otherSectionPages = ['/super-individual/products', '/super-individual/market']

function disclosureButton(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('button', { name: title })
}

async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  expect(id, 'aria-controls').toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

async function expectState(button: Locator, panel: Locator, open: boolean) {
  await expect(button).toHaveAttribute('aria-expanded', String(open))
  if (open) await expect(panel).toBeVisible()
  else await expect(panel).toBeHidden()
}

for (const language of languages) {
  test.describe(`guide section pages in ${language}`, () => {
    for (const section of sectionPages) {
      test(`${section.path}: every collapsible opens and closes by click and by keyboard`, async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page)
        await openHydrated(page, language, section.path)
        await expect(page.locator('main h1')).toHaveCount(1)
        const names = section.disclosures(language)
        expect(names.length).toBeGreaterThanOrEqual(3)

        for (const [index, name] of names.entries()) {
          const button = disclosureButton(page, name)
          const panel = await panelOf(page, button)
          const openAtFirst = section.openAtFirst?.includes(index) ?? false
          await expectState(button, panel, openAtFirst)

          await button.click()
          await expectState(button, panel, !openAtFirst)
          await button.click()
          await expectState(button, panel, openAtFirst)

          await button.focus()
          await page.keyboard.press('Enter')
          await expectState(button, panel, !openAtFirst)
          await page.keyboard.press('Space')
          await expectState(button, panel, openAtFirst)
        }
        expect(errors).toEqual([])
      })
    }

    test('the skills guide opens on its first phase, the 0-3 months, and only that one', async ({ page }) => {
      await openIn(page, language, '/super-individual/skills')
      const buttons = page.getByRole('main').getByRole('button', { expanded: true })
      await expect(buttons).toHaveCount(1)
      await expect(buttons).toContainText('0-3')
      const first = sectionPages[1].disclosures(language)[0]
      await expect(buttons).toContainText(first)
      await expect(await panelOf(page, buttons)).toBeVisible()
    })

    for (const path of [...sectionPages.map((section) => section.path), ...otherSectionPages]) {
      test(`${path}: with every part open it passes axe at 1280 px and fits 390 px`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 })
        await openHydrated(page, language, path)
        expect(await page.locator('main h2').count(), 'sections below the title').toBeGreaterThanOrEqual(2)
        // Opening one shrinks the set of closed ones, so always open the first that is left.
        const closed = page.getByRole('main').getByRole('button', { expanded: false })
        for (let left = await closed.count(); left > 0; left--) await closed.first().click()
        await expect(closed).toHaveCount(0)

        await expectNoAxeViolations(page, { include: 'main' })

        await page.setViewportSize({ width: 390, height: 844 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, 'horizontal overflow in px at 390').toBeLessThanOrEqual(0)
      })
    }
  })
}
