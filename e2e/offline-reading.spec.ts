import { expect, test, type Page } from '@playwright/test'
import { keptFolders, offlineCaches } from '../src/offline/cache-names'
import { accountMenuButton, createConfirmedAccount, logIn } from './support/accounts'
import { buildDir, ports } from './support/ports'
import { buildWithIntroAdded, deployedSite, removeBuildCopy } from './support/deploys'
import { openHydrated } from './support/fresh-page'
import { expectPageKept } from './support/worker'
import { languages, locale, pathIn, routeTitle, type Language } from './support/locales'

// The worker the rest of the suite blocks (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const guide = '/products-tech/docker/vercel'
const article = 'articles/products-tech/docker-vercel'
const notOpened = '/marketing/research/seo'

interface OfflineWords {
  title: string
  notKept: string
  retry: string
  kept: { title: string; clear: string; cleared: string }
}
const words = (language: Language) => locale<OfflineWords>(language, 'offline')
const guideText = (language: Language) =>
  locale<{ title: string; sections: { heading: string }[] }>(language, article)
const headings = (language: Language) => guideText(language).sections.map((section) => section.heading)

/**
 * Waits until the worker is active and holds the page shown, as it does once a page has loaded,
 * and checks that it holds every file of the kept folders the page fetched (the worker stores them
 * before the page).
 */
async function kept(page: Page) {
  await expectPageKept(page)
  const folders = keptFolders.map(({ folder }) => folder)
  const missing = await page.evaluate(async (folders) => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter(
        (url) => url.origin === location.origin && folders.some((folder) => url.pathname.startsWith(folder)),
      )
    const absent = await Promise.all(
      files.map(async (url) => ((await caches.match(url.href)) ? null : url.pathname)),
    )
    return { fetched: files.length, absent: absent.filter(Boolean) }
  }, folders)
  expect(missing.fetched).toBeGreaterThan(0)
  expect(missing.absent).toEqual([])
}

for (const language of languages) {
  test(`a guide read once opens offline in full; another page shows the offline page, which lists it (${language})`, async ({
    page,
    context,
  }) => {
    const text = words(language)
    const title = routeTitle(language, guide)
    const heading = guideText(language).title
    await openHydrated(page, language, guide)
    await kept(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    for (const heading of headings(language))
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()

    await page.goto(pathIn(language, notOpened))
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
    await expect(page.getByText(text.notKept.replace('{{path}}', pathIn(language, notOpened)))).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/offline')}\\?from=`))
    const list = page.getByRole('list', { name: text.kept.title })
    await list.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: headings(language).at(-1) })).toBeVisible()

    // Back online, the learning page lists what is kept and clears it.
    await context.setOffline(false)
    await page.goto(pathIn(language, '/learning'))
    const keptList = page.getByRole('list', { name: text.kept.title })
    await expect(keptList.getByRole('link', { name: title })).toHaveAttribute('href', pathIn(language, guide))
    await page.getByRole('button', { name: text.kept.clear }).click()
    await expect(page.getByText(text.kept.cleared)).toBeVisible()
    await expect(keptList).toHaveCount(0)
  })
}

test('the worker keeps pages under their path alone, and never the sign-in callback (security review L5)', async ({
  page,
}) => {
  await openHydrated(page, 'en', '/learning?secret=q')
  await kept(page)
  // Now controlled by the worker: its page route keeps the next pages itself.
  await page.reload()
  await openHydrated(page, 'en', `${guide}?q=private+search`)
  await page.goto(pathIn('en', '/auth/callback?code=00000000-aaaa-bbbb-cccc-000000000000'))
  await page.goto(pathIn('en', '/learning'))
  const cached = async () =>
    page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
      offlineCaches.pages,
    )
  await expect.poll(async () => (await cached()).some((url) => url.endsWith(pathIn('en', guide)))).toBe(true)
  const keys = await cached()
  expect(keys.filter((url) => url.includes('?'))).toEqual([])
  expect(keys.filter((url) => url.includes('/auth/callback'))).toEqual([])
})

test('a sign-out without "remember me" takes the pages read while signed in out of the worker; the visitor keeps theirs (security review M2)', async ({
  page,
}) => {
  const held = (path: string) => page.evaluate(async (path) => (await caches.match(path)) !== undefined, path)
  await openHydrated(page, 'en', notOpened)
  await kept(page)
  const account = await createConfirmedAccount()
  await logIn(page, account, { remember: false })
  await openHydrated(page, 'en', guide)
  await expect.poll(() => held(pathIn('en', guide)), { timeout: 30_000 }).toBe(true)
  await accountMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect.poll(() => held(pathIn('en', guide))).toBe(false)
  expect(await held(pathIn('en', notOpened))).toBe(true)
})

test('the offline page offers to try again only an address of this site (security review L1)', async ({
  page,
}) => {
  const text = words('en')
  await openHydrated(page, 'en', `/offline?from=${encodeURIComponent(pathIn('en', notOpened))}`)
  await expect(page.getByRole('link', { name: text.retry })).toHaveAttribute('href', pathIn('en', notOpened))
  for (const foreign of [
    '/\\evil.example/',
    '/\t/evil.example/',
    '//evil.example/',
    'https://evil.example/',
  ]) {
    await openHydrated(page, 'en', `/offline?from=${encodeURIComponent(foreign)}`)
    // The query is read in an effect after hydration: let it run before looking for the link.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
    await expect(page.getByText(text.notKept.split('{{path}}')[1]!.trim())).toHaveCount(0)
    await expect(page.getByRole('link', { name: text.retry })).toHaveCount(0)
  }
})

test('after a deploy that changes a guide, an open tab offers the new version, and accepting it shows the new text (zh, and en in a second tab)', async ({
  browser,
}) => {
  // A second build of the site, about half a minute on two cores.
  test.setTimeout(240_000)
  const added = { zh: '这一句是新版本加上的。', en: ' This sentence came with the new version.' }
  const nextBuild = buildWithIntroAdded('products-tech/docker-vercel', added)
  const site = await deployedSite(buildDir(ports.preview))
  const context = await browser.newContext({
    baseURL: site.url,
    serviceWorkers: 'allow',
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  })
  try {
    const reader = await context.newPage()
    await reader.goto(guide)
    await kept(reader)
    // A reader coming back: the worker now serves this tab.
    await reader.reload()
    await expect(reader.locator('main')).not.toContainText(added.zh)

    await site.deploy(await nextBuild)
    // Another tab, in English, loads the new version: its load finds the new worker, which waits.
    const other = await context.newPage()
    await other.goto(pathIn('en', guide))
    await expect(other.locator('main')).toContainText(added.en.trim())
    const notice = (page: Page, language: Language) =>
      page
        .getByRole('status')
        .filter({ hasText: locale<{ update: { message: string } }>(language, 'common').update.message })
    // The tab registers once idle (10 s at the latest), then the new worker installs.
    await expect(notice(other, 'en')).toBeVisible({ timeout: 30_000 })
    await expect(notice(reader, 'zh')).toBeVisible({ timeout: 30_000 })
    // The open tab keeps the version it loaded until the reader accepts.
    await expect(reader.locator('main')).not.toContainText(added.zh)
    await reader
      .getByRole('button', { name: locale<{ update: { reload: string } }>('zh', 'common').update.reload })
      .click()
    await expect(reader.locator('main')).toContainText(added.zh)
    await expect(notice(reader, 'zh')).toHaveCount(0)
  } finally {
    await context.close()
    await site.close()
    await nextBuild.then(removeBuildCopy, () => undefined)
  }
})
