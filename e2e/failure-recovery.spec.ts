import { expect, test } from '@playwright/test'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'

test('when every translation request fails, the error screen shows and its button reloads', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.route('**/locales/**', (route) => route.abort('failed'))
  page.on('console', () => {})
  // The client-only shell is the page that waits for translation files (prerendered ones carry theirs).
  await openIn(page, 'en', '/settings')
  await expect(page.getByText('Loading translations...')).toBeVisible()
  // i18next retries 5 times from 350 ms, doubling: about 11 s before it gives up.
  await expect(page.getByRole('heading', { name: 'Translation Error' })).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText('Failed to load translations. Please refresh the page or try again later.'),
  ).toBeVisible()
  await page.unroute('**/locales/**')
  await page.getByRole('button', { name: 'Refresh Page' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached()
  await expect(page.getByText('Translation Error')).toHaveCount(0)
})

test('a chunk that fails to load once makes the page reload instead of erroring', async ({ page }) => {
  let failures = 0
  await page.route('**/assets/dify-page-*.js', (route) => {
    if (failures === 0) {
      failures++
      return route.abort('failed')
    }
    return route.continue()
  })
  let loads = 0
  page.on('load', () => loads++)
  await openIn(page, 'en', '/dify-editor')
  // The prerendered h1 shows before the page's code is requested: wait for the reload, then for React.
  await expect.poll(() => loads).toBe(2)
  await expectReactOwnsHeading(page)
  expect(failures).toBe(1)
  expect(loads).toBe(2)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})

test('a chunk that keeps failing ends on the error screen after one reload', async ({ page }) => {
  await page.route('**/assets/dify-page-*.js', (route) => route.abort('failed'))
  let loads = 0
  page.on('load', () => loads++)
  await openIn(page, 'en', '/dify-editor')
  await expect(page.getByText('Something went wrong')).toBeVisible()
  expect(loads).toBe(2)
})

test('a guide whose sidebar code keeps failing still works, without the sidebar', async ({ page }) => {
  await page.route('**/assets/current-guide-sidebar-*.js', (route) => route.abort('failed'))
  page.on('console', () => {})
  let loads = 0
  page.on('load', () => loads++)
  await openIn(page, 'en', '/marketing/research/seo')
  // One reload for what may be a stale chunk after a deploy, then the page renders without it.
  await expect.poll(() => loads).toBe(2)
  await expectReactOwnsHeading(page)
  await expect(page.getByRole('navigation', { name: 'Navigation menu' })).toHaveCount(0)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Tools & Services' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tools')
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})
