import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated, openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { languages, locale, pathIn, type Language } from './support/locales'

// The home page is where the motion is (clouds, quote rotation, carousel autoplay): the specs about
// it see the page as a visitor without a reduced-motion preference does. The rest keep the config's
// reduced motion: without a GPU the floating clouds cost a whole core, which the other worker needs.
const withMotion = () => test.use({ reducedMotion: 'no-preference' })

interface HomeText {
  hero: { title: string; cta: string; secondaryCta: string }
  quotes: { items: { text: string }[]; pause: string; play: string }
  growthPath: {
    title: string
    openGuide: string
    steps: Record<string, { title: string; details: string[] }>
  }
  stories: {
    title: string
    badge: string
    next: string
    previous: string
    pause: string
    play: string
    items: { name: string }[]
  }
}
const home = (language: Language) => locale<HomeText>(language, 'home')
const stepIds = ['skills', 'products', 'tech', 'marketing', 'scale']
const stepPaths = [
  '/super-individual/skills',
  '/super-individual/products',
  '/products-tech',
  '/marketing',
  '/tools-services',
]

const quote = (page: Page) => page.getByTestId('hero-quote').locator('blockquote')
const carousel = (page: Page) => page.getByTestId('stories-carousel')
const node = (page: Page, number: number) => page.getByTestId(`growth-node-${number}`)
const stepButton = (page: Page, number: number) => node(page, number).getByRole('button')

async function expectSlide(page: Page, language: Language, number: number) {
  await expect(carousel(page)).toHaveAttribute('data-index', String(number - 1))
  const slide = carousel(page)
    .locator('[aria-roledescription]:not([aria-hidden="true"])')
    .filter({ has: page.locator('article') })
  await expect(slide).toHaveCount(1)
  await expect(slide.getByRole('heading', { level: 3 })).toHaveText(
    home(language).stories.items[number - 1].name,
  )
  await expect(slide.getByTestId('story-badge')).toBeVisible()
  await expect(slide.getByTestId('story-badge')).toHaveText(home(language).stories.badge)
}

test.use({ viewport: { width: 1280, height: 900 } })

for (const language of languages) {
  test.describe(`home page in ${language}`, () => {
    test.describe('with motion', () => {
      withMotion()
      test('has one h1, the quotes change, and nothing errors', async ({ page }) => {
        const errors = collectConsoleErrors(page)
        const text = home(language)
        await openHydrated(page, language, '/')
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toHaveText(text.hero.title)
        await expect(quote(page)).toHaveText(text.quotes.items[0].text)
        // The prerendered quote shows before any code runs; the 4000 ms rotation starts once React owns the page.
        await expectReactOwnsHeading(page)
        await expect(quote(page)).toHaveText(text.quotes.items[1].text, { timeout: 6_000 })
        expect(errors).toEqual([])
      })

      test('the carousel moves with arrows, dots and keys, wrapping both ways', async ({ page }) => {
        const text = home(language)
        await openIn(page, language, '/')
        await carousel(page).scrollIntoViewIfNeeded()
        await expectSlide(page, language, 1)
        await page.getByRole('button', { name: text.stories.next }).click()
        await expectSlide(page, language, 2)
        await page.getByRole('button', { name: text.stories.previous }).click()
        await page.getByRole('button', { name: text.stories.previous }).click()
        await expectSlide(page, language, 4)
        await page.getByRole('button', { name: text.stories.next }).click()
        await expectSlide(page, language, 1)
        const dots = carousel(page).getByRole('button', { name: new RegExp(text.stories.items[2].name) })
        await dots.click()
        await expectSlide(page, language, 3)
        await expect(dots).toHaveAttribute('aria-current', 'true')

        await page.mouse.move(5, 5)
        await dots.focus()
        await page.keyboard.press('ArrowRight')
        await expectSlide(page, language, 4)
        await page.keyboard.press('ArrowRight')
        await expectSlide(page, language, 1)
        await page.keyboard.press('ArrowLeft')
        await expectSlide(page, language, 4)
        await page.keyboard.press('Home')
        await expectSlide(page, language, 1)
        await page.getByRole('button', { name: text.stories.next }).focus()
        await page.keyboard.press('Enter')
        await expectSlide(page, language, 2)
        const duration = await page
          .getByTestId('stories-track')
          .evaluate((track) => getComputedStyle(track).transitionDuration)
        expect(duration).toBe('0.5s')
      })
    })

    test('the call to action takes the visitor to the growth path', async ({ page }) => {
      const text = home(language)
      await page.setViewportSize({ width: 1280, height: 700 })
      await openHydrated(page, language, '/')
      const heading = page.getByRole('heading', { level: 2, name: text.growthPath.title })
      await expect(heading).not.toBeInViewport()
      await page.getByRole('link', { name: text.hero.cta }).click()
      await expect(heading).toBeInViewport()
      await expect(heading).toBeFocused()
      // The section lands near the top of the window, below the fixed header rather than behind it.
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom)
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? Infinity)
        .toBeLessThan(headerBottom + 200)
      expect((await heading.boundingBox())?.y).toBeGreaterThan(headerBottom)
      // The next Tab continues from the growth path, not from the top of the page.
      await page.keyboard.press('Tab')
      await expect(stepButton(page, 1)).toBeFocused()
      await page.getByRole('link', { name: text.hero.secondaryCta }).click()
      await expect(page).toHaveURL(pathIn(language, '/super-individual'))
    })

    test('a knowledge-map node shows its details on hover and on keyboard focus, one at a time', async ({
      page,
    }) => {
      const text = home(language)
      await openHydrated(page, language, '/')
      await expect(page.locator('[data-growth-link]')).toHaveCount(4)
      const details = (number: number) => page.locator(`#growth-step-${stepIds[number - 1]}`)
      for (let number = 1; number <= 5; number++) await expect(details(number)).toBeHidden()

      await stepButton(page, 2).hover()
      await expect(details(2)).toBeVisible()
      await expect(details(2)).toContainText(text.growthPath.steps.products.details[0])
      await expect(stepButton(page, 2)).toHaveAttribute('aria-expanded', 'true')
      await stepButton(page, 4).hover()
      await expect(details(4)).toBeVisible()
      await expect(details(2)).toBeHidden()
      await page.mouse.move(5, 5)
      await expect(details(4)).toBeHidden()

      await stepButton(page, 1).focus()
      await expect(details(1)).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(details(1).getByRole('link')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(stepButton(page, 2)).toBeFocused()
      await expect(details(2)).toBeVisible()
      await expect(details(1)).toBeHidden()
      await page.keyboard.press('Escape')
      await expect(details(2)).toBeHidden()

      await stepButton(page, 3).press('Enter')
      await expect(details(3)).toBeVisible()
      await details(3)
        .getByRole('link', { name: new RegExp(`^${text.growthPath.openGuide}`) })
        .click()
      await expect(page).toHaveURL(pathIn(language, stepPaths[2]))
    })

    test('every story carries the illustrative-example label', async ({ page }) => {
      await openHydrated(page, language, '/')
      await expect(carousel(page).getByTestId('story-badge')).toHaveText(
        Array(4).fill(home(language).stories.badge),
      )
    })
  })
}

test.describe('autoplay', () => {
  withMotion()
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await openHydrated(page, 'en', '/')
    await carousel(page).scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
  })

  test('advances by itself and pauses while hovered', async ({ page }) => {
    await expectSlide(page, 'en', 1)
    await page.clock.fastForward(6_000)
    await expectSlide(page, 'en', 2)
    await carousel(page).hover()
    await page.clock.fastForward(20_000)
    await expectSlide(page, 'en', 2)
    await page.mouse.move(5, 5)
    await page.clock.fastForward(6_000)
    await expectSlide(page, 'en', 3)
  })

  test('pauses while keyboard focus is inside, and the pause button stops it', async ({ page }) => {
    await page.getByRole('button', { name: 'Next story' }).focus()
    await page.clock.fastForward(20_000)
    await expectSlide(page, 'en', 1)
    await page.getByRole('button', { name: 'Next story' }).blur()
    await page.clock.fastForward(6_000)
    await expectSlide(page, 'en', 2)
    await page.getByRole('button', { name: 'Pause autoplay' }).click()
    await page.mouse.move(5, 5)
    await page.getByRole('button', { name: 'Start autoplay' }).blur()
    await page.clock.fastForward(20_000)
    await expectSlide(page, 'en', 2)
  })
})

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing moves: no animation, no autoplay, no quote rotation, no slide transition', async ({
    page,
  }) => {
    await page.clock.install()
    await openHydrated(page, 'en', '/')
    const text = home('en')
    await expect(page.locator('h1')).toBeVisible()
    const clouds = page.locator('[data-cloud]')
    await expect(clouds).toHaveCount(6)
    for (const name of await clouds.evaluateAll((all) =>
      all.map((cloud) => getComputedStyle(cloud).animationName),
    )) {
      expect(name).toBe('none')
    }
    await page.clock.fastForward(30_000)
    await expect(quote(page)).toHaveText(text.quotes.items[0].text)
    await expect(page.getByRole('button', { name: text.quotes.play })).toBeVisible()
    await expectSlide(page, 'en', 1)
    await expect(page.getByRole('button', { name: text.stories.play })).toBeVisible()
    const running = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
    )
    expect(running).toBe(0)
    await page.getByRole('button', { name: text.stories.next }).click()
    await expectSlide(page, 'en', 2)
    const property = await page
      .getByTestId('stories-track')
      .evaluate((track) => getComputedStyle(track).transitionProperty)
    expect(property).toBe('none')
  })
})

test.describe('with motion', () => {
  withMotion()
  test('the clouds float when motion is welcome and are hidden from assistive technology', async ({
    page,
  }) => {
    await openHydrated(page, 'en', '/')
    const clouds = page.locator('[data-cloud]')
    await expect(clouds).toHaveCount(6)
    for (const cloud of await clouds.all()) await expect(cloud).toHaveAttribute('aria-hidden', 'true')
    await expect(page.getByTestId('hero-clouds')).toHaveAttribute('aria-hidden', 'true')
    const names = await clouds.evaluateAll((all) => all.map((cloud) => getComputedStyle(cloud).animationName))
    expect(names.every((name) => name === 'float')).toBe(true)
    // Nothing from the clouds reaches the accessibility tree.
    const snapshot = await page.getByTestId('hero-clouds').ariaSnapshot()
    expect(snapshot.trim()).toBe('')
  })
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('tapping a knowledge-map node shows its details, and its link opens the guide', async ({ page }) => {
    const text = home('zh')
    await openHydrated(page, 'zh', '/')
    const details = page.locator('#growth-step-marketing')
    await stepButton(page, 4).tap()
    await expect(details).toBeVisible()
    await expect(stepButton(page, 4)).toHaveAttribute('aria-expanded', 'true')
    await stepButton(page, 5).tap()
    await expect(page.locator('#growth-step-scale')).toBeVisible()
    await expect(details).toBeHidden()
    await page
      .locator('#growth-step-scale')
      .getByRole('link', { name: new RegExp(`^${text.growthPath.openGuide}`) })
      .tap()
    await expect(page).toHaveURL(stepPaths[4])
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`passes axe at 1280 px in the ${colorScheme} theme with details open`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await openHydrated(page, 'zh', '/')
    await stepButton(page, 3).hover()
    await expect(page.locator('#growth-step-tech')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
