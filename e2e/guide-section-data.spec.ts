import { expect, test, type Page } from '@playwright/test'
import { openHydrated } from './support/fresh-page'

// A section's route data is a chunk of its own (src/routes/section-routes.ts): named like
// marketing-<hash>.js, where the section's page is marketing-page-<hash>.js.
function sectionChunksFetched(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    const chunk = /\/assets\/(super-individual|products-tech|marketing|tools-services)-[\w-]{7}\.js$/.exec(
      request.url(),
    )
    if (chunk) fetched.push(chunk[1])
  })
  return fetched
}

test("a guide fetches its own section's route data, and another section's when the reader opens it in the sidebar", async ({
  page,
}) => {
  const fetched = sectionChunksFetched(page)
  await openHydrated(page, 'en', '/marketing/research/seo')
  const sidebar = page.getByRole('navigation', { name: 'Navigation menu' })
  await expect(sidebar.getByRole('link', { name: 'SEO at Home and Abroad' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(fetched).toEqual(['marketing'])

  await sidebar.getByRole('button', { name: 'Expand Products & Tech' }).click()
  await sidebar.getByText('Containers & Deployment').click()
  await sidebar.getByRole('link', { name: 'Deploying on Vercel' }).click()
  await expect(page).toHaveURL(/\/en\/products-tech\/docker\/vercel$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Deploying on Vercel' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(fetched).toEqual(['marketing', 'products-tech'])
})

test('a link into a section whose route data has not arrived shows the guide once it has, titled and framed', async ({
  page,
}) => {
  const fetched = sectionChunksFetched(page)
  await openHydrated(page, 'en', '/marketing')
  expect(fetched).toEqual(['marketing'])
  // The domestic deep dive ends with the tools section's playbook for a first sale in China.
  await page.getByRole('button', { name: 'Domestic channel operation' }).click()
  const link = page
    .locator('main a[href="/en/tools-services/playbooks/first-sale-china"]')
    .filter({ visible: true })
    .first()
  const title = (await link.innerText()).trim()
  await link.click()
  await expect(page).toHaveURL(/\/en\/tools-services\/playbooks\/first-sale-china$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Navigation menu' }).locator('[aria-current="page"]'),
  ).toHaveText(title)
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`))
  expect(fetched).toEqual(['marketing', 'tools-services'])
})
