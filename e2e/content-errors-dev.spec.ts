import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { ports } from './support/ports'

// An editor's view of a broken article in `npm run dev`: the page's panel and Vite's overlay name
// the file, the JSON path, the line and the rule. The file is restored after the test.
const file = 'public/locales/en/articles/marketing/research-seo.json'
const devPort = ports.preview + 31
const original = readFileSync(file, 'utf8')
const broken = original.replace(/"heading": "[^"]*"/, '"heading": ""')
const brokenLine = broken.split('\n').findIndex((line) => line.includes('"heading": ""')) + 1
let server: ViteDevServer

test.beforeAll(async () => {
  server = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port: devPort, strictPort: true } })
  await server.listen()
})

test.afterAll(async () => {
  writeFileSync(file, original)
  await server.close()
})

test('a broken article shows its file, JSON path, line and rule in the page and in the overlay', async ({ page, request }) => {
  test.setTimeout(120_000)
  writeFileSync(file, broken)
  const problemsUrl = `http://localhost:${devPort}/__content-problems`
  await expect.poll(async () => JSON.stringify(await (await request.get(problemsUrl)).json()), { timeout: 30_000 }).toContain('sections.0.heading')

  await page.goto(`http://localhost:${devPort}/en/marketing/research/seo`)
  const panel = page.getByTestId('content-problems')
  await expect(panel).toContainText(`${file}:${brokenLine}:`, { timeout: 60_000 })
  await expect(panel).toContainText('sections.0.heading')
  await expect(panel).toContainText('Too small')
  await expect(page.locator('vite-error-overlay')).toContainText(`${file}:${brokenLine}:`)
})
