import { expect, test, type Page } from '@playwright/test'
import { openHydrated } from './support/fresh-page'

// A section's route data is a chunk of its own (src/routes/section-routes.ts): named like
// marketing-<hash>.js, where the section's page is marketing-page-<hash>.js.
function sectionChunksFetched(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    const chunk = /\/assets\/(super-individual|products-tech|marketing|tools-services)-[\w-]{8}\.js$/.exec(request.url())
    if (chunk) fetched.push(chunk[1])
  })
  return fetched
}

test("a guide fetches its own section's route data, and another section's when the reader opens it in the sidebar", async ({ page }) => {
  const fetched = sectionChunksFetched(page)
  await openHydrated(page, 'en', '/marketing/research/seo')
  const sidebar = page.getByRole('navigation', { name: 'Navigation menu' })
  await expect(sidebar.getByRole('link', { name: 'SEO at Home and Abroad' })).toHaveAttribute('aria-current', 'page')
  expect(fetched).toEqual(['marketing'])

  await sidebar.getByRole('button', { name: 'Expand Products & Tech' }).click()
  await sidebar.getByText('Containers & Deployment').click()
  await sidebar.getByRole('link', { name: 'Deploying on Vercel' }).click()
  await expect(page).toHaveURL(/\/en\/products-tech\/docker\/vercel$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Deploying on Vercel' })).toHaveAttribute('aria-current', 'page')
  expect(fetched).toEqual(['marketing', 'products-tech'])
})

test("a link into a section whose route data has not arrived shows the guide once it has, titled and framed", async ({ page }) => {
  const fetched = sectionChunksFetched(page)
  await openHydrated(page, 'en', '/marketing')
  expect(fetched).toEqual(['marketing'])
  // The domestic deep dive ends with the tools section's playbook for a first sale in China.
  await page.getByRole('button', { name: 'Domestic channel operation' }).click()
  const link = page.locator('main a[href="/en/tools-services/playbooks/first-sale-china"]').filter({ visible: true }).first()
  const title = (await link.innerText()).trim()
  await link.click()
  await expect(page).toHaveURL(/\/en\/tools-services\/playbooks\/first-sale-china$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navigation menu' }).locator('[aria-current="page"]')).toHaveText(title)
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`))
  expect(fetched).toEqual(['marketing', 'tools-services'])
})

test('a guide names in its HTML every script its hydration fetches, so they load beside the entry rather than after it has run', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname)
  })
  const html = await (await page.request.get('/marketing/research/seo')).text()
  const named = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1])
  await openHydrated(page, 'zh', '/marketing/research/seo')
  await page.waitForLoadState('networkidle')
  expect(requested.some((path) => /\/open-learning-[\w-]{8}\.js$/.test(path))).toBe(true)
  // The offline worker's code alone waits for an idle browser (src/main.tsx).
  const duringHydration = requested.filter((path) => !/\/(start-offline|offline)-[\w-]{8}\.js$/.test(path))
  expect(duringHydration.filter((path) => !named.includes(path))).toEqual([])
})
