import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { ports } from './support/ports'

// An editor's view of `npm run dev`: a broken article, whose file, JSON path, line and rule the page's
// panel and Vite's overlay name, and a guide new:guide just made. Every file touched is restored.
const file = 'public/locales/en/articles/marketing/research-seo.json'
const devPort = ports.preview + 31
const original = readFileSync(file, 'utf8')
const broken = original.replace(/"heading": "[^"]*"/, '"heading": ""')
const brokenLine = broken.split('\n').findIndex((line) => line.includes('"heading": ""')) + 1
let server: ViteDevServer
// One dev server for both tests, in one worker: they share its port and edit the same checkout.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    configLoader: 'runner',
    logLevel: 'silent',
    server: { port: devPort, strictPort: true },
  })
  await server.listen()
})

test.afterAll(async () => {
  writeFileSync(file, original)
  await server.close()
})

test('a broken article shows its file, JSON path, line and rule in the page and in the overlay', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  writeFileSync(file, broken)
  const problemsUrl = `http://localhost:${devPort}/__content-problems`
  await expect
    .poll(async () => JSON.stringify(await (await request.get(problemsUrl)).json()), { timeout: 30_000 })
    .toContain('sections.0.heading')

  await page.goto(`http://localhost:${devPort}/en/marketing/research/seo`)
  const panel = page.getByTestId('content-problems')
  await expect(panel).toContainText(`${file}:${brokenLine}:`, { timeout: 60_000 })
  await expect(panel).toContainText('sections.0.heading')
  await expect(panel).toContainText('Too small')
  await expect(page.locator('vite-error-overlay')).toContainText(`${file}:${brokenLine}:`)
})

test('a guide new:guide has just made shows in dev under its draft banner, in both languages', async ({
  page,
}) => {
  // The dev server compiles the guide page's modules on first request; beside the rest of the suite
  // on two cores that took most of two minutes once, and closing the page then overran.
  test.setTimeout(240_000)
  const touched = [
    'content/routes/marketing.json',
    'content/src/routes/guide-paths.generated.ts',
    'public/locales/zh/navigation.json',
    'public/locales/en/navigation.json',
  ]
  const before = touched.map((path) => readFileSync(path, 'utf8'))
  try {
    execFileSync('node_modules/.bin/tsx', [
      'content/src/cli/new-guide.ts',
      'marketing/research/e2e-draft',
      '--zh',
      '草稿指南',
      '--en',
      'A draft guide',
    ])
    await page.goto(`http://localhost:${devPort}/en/marketing/research/e2e-draft`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A draft guide', { timeout: 60_000 })
    await expect(page.getByTestId('draft-banner')).toContainText(/^Draft:/)
    await page.goto(`http://localhost:${devPort}/marketing/research/e2e-draft`)
    await expect(page.getByTestId('draft-banner')).toContainText(/^草稿：/, { timeout: 60_000 })
    // Leave the draft's page before its files go: the dev server would reload it into a route that
    // no longer exists, and the context's teardown waited on that for minutes.
    await page.goto('about:blank')
  } finally {
    touched.forEach((path, index) => writeFileSync(path, before[index]))
    for (const language of ['zh', 'en'])
      rmSync(`public/locales/${language}/articles/marketing/research-e2e-draft.json`, { force: true })
  }
})
