import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  LOCAL_JWT_SECRET,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '@super-individual/supabase-emulator/local-defaults'
import { recordCspViolations } from './support/csp-violations'
import { openIn } from './support/fresh-page'
import { buildDir, ports } from './support/ports'

test('the build ships no secret: no JWT secret, no secret key, no token but the anon one', async () => {
  // It reads every text file of the build, thousands of them since the search index comes as a file
  // per page part and per pinyin syllable: on a busy machine that passed the default 30 s.
  test.slow()
  const root = buildDir(ports.preview)
  const files = (await readdir(root, { recursive: true })).filter((file) =>
    /\.(js|html|json|map|txt|xml)$/.test(file),
  )
  expect(files.length).toBeGreaterThan(100)
  const roles = new Set<string>()
  // Collected, then asserted once: an expect per file and secret (tens of thousands of steps) made
  // the scan itself pass 90 s in CI.
  const leaks: string[] = []
  for (const file of files) {
    const text = await readFile(join(root, file), 'utf8')
    for (const secret of [LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, LOCAL_SECRET_KEY, 'sb_secret_'])
      if (text.includes(secret)) leaks.push(`${file} holds ${secret.slice(0, 12)}…`)
    for (const [, payload] of text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g))
      roles.add(
        (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { role?: string }).role ?? 'none',
      )
  }
  expect(leaks).toEqual([])
  expect([...roles]).toEqual(['anon'])
})

test('the policy refuses code injected into a page and reports it', async ({ page }) => {
  const violations = await recordCspViolations(page)
  await openIn(page, 'en', '/marketing/research/seo')
  await expect(page.locator('main h1')).toBeVisible()
  await page.evaluate(() => {
    const injected = document.createElement('script')
    injected.textContent = 'window.injectedRan = true'
    document.head.append(injected)
  })
  // Reported once by each copy of the policy, the header's and the <meta>'s.
  await expect.poll(violations).toEqual(['script-src-elem blocked inline', 'script-src-elem blocked inline'])
  expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false)
})

test('another site cannot show the pages in a frame', async ({ page, baseURL }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  await page.setContent(`<iframe title="framed" src="${baseURL}/en"></iframe>`)
  await refused
  const framed = page.frames().find((frame) => frame.url().startsWith(`${baseURL}`))
  expect(await framed?.locator('main h1').count()).toBeFalsy()
})
