import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { routeTable } from '../src/routes/route-table'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/fresh-page'
import { pathIn } from './support/locales'
import { buildDir, ports } from './support/ports'

interface ReviewRecord {
  guide: string
  reviewed: string
  claims: { source?: { url: string; official: boolean } }[]
}

const reviewsDir = join(import.meta.dirname, '..', 'content', 'reviews')
const records: ReviewRecord[] = readdirSync(reviewsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(reviewsDir, file), 'utf8')) as ReviewRecord)

/** The line a record stands for, worked out here from the record itself, as a reader would count. */
function lineOf(record: ReviewRecord) {
  const sources = new Map<string, boolean>()
  for (const { source } of record.claims)
    if (source) sources.set(source.url, (sources.get(source.url) ?? false) || source.official)
  const official = [...sources.values()].filter(Boolean).length
  const noun = sources.size === 1 ? 'source' : 'sources'
  return {
    text: `${record.claims.length} claims checked against ${sources.size} ${noun} (${official} official) on ${record.reviewed}`,
    sources: sources.size,
  }
}

const pathOf = (guide: string) => routeTable.find((route) => route.article === guide)?.path

test('the reviewed guides are routed, and some guide has a record', () => {
  expect(records.length).toBeGreaterThan(0)
  for (const record of records) expect(pathOf(record.guide), record.guide).toBeDefined()
})

for (const record of records) {
  const path = pathOf(record.guide)!
  const { text } = lineOf(record)

  test(`the English page of ${record.guide} says what was checked in one run of text`, async ({
    request,
  }) => {
    const html = await (await request.get(pathIn('en', path))).text()
    expect(html).toContain(`>${text}<`)
  })
}

test('a reader opens the sources checked by keyboard, hears them announced, and they print', async ({
  page,
}) => {
  const record = records[0]!
  const { text, sources } = lineOf(record)
  await openHydrated(page, 'en', pathOf(record.guide)!)
  const line = page.getByRole('button', { name: text })
  await line.focus()
  await page.keyboard.press('Enter')
  await expect(line).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'sources checked' })).toHaveText(
    `${sources} sources checked, each with the date it shows and the day it was read:`,
  )
  const list = page.locator(`#${await line.getAttribute('aria-controls')}`)
  await expect(list.getByRole('listitem')).toHaveCount(sources)
  await expectNoAxeViolations(page, { include: '[data-testid="review-line"]' })
  await page.keyboard.press('Enter')
  await expect(line).toHaveAttribute('aria-expanded', 'false')
  await page.emulateMedia({ media: 'print' })
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  await expect(list.getByRole('listitem')).toHaveCount(sources)
  await expect(list).toBeVisible()
})

test('the build carries no review record', () => {
  const outDir = join(import.meta.dirname, '..', buildDir(ports.preview))
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  )
  const records = files.filter((file) => {
    const text = readFileSync(join(outDir, file), 'utf8')
    return text.includes('"bestFree"') || text.includes('"mainlandFirstObstacle"')
  })
  expect(records).toEqual([])
})
