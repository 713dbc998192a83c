import { chromium, type Browser, type Page } from '@playwright/test'
import { closedNetworkFlags, findChromium } from '../../find-chromium'
import { median } from '../median'
import { watchIndexBytes } from './index-bytes'
import { timeLastKey } from './keypress-latency'
import { benchQueries, bytesQueries, type BenchLanguage } from './queries'

export interface QueryTiming {
  language: BenchLanguage
  query: string
  /** Key press to results painted, median of the runs, in ms; null when a run showed no change. */
  medianMs: number | null
  runsMs: (number | null)[]
  /** The first result's title after the query, to compare ranking before and after a change. */
  first: string | null
}

export interface SearchBench {
  cpuSlowdown: number
  runs: number
  timings: QueryTiming[]
  /** Search-index bytes transferred for a first query and then for an unrelated second one. */
  indexBytes: Record<BenchLanguage, { first: number; second: number }>
}

const field = '[role="dialog"] input[type="search"]'
const status = '[role="dialog"] [role="status"]'

/** Clicks the header's search control until the dialog opens: before hydration a click does nothing. */
async function openDialog(page: Page) {
  const dialog = page.locator('[role="dialog"]')
  for (let attempt = 0; attempt < 50 && !(await dialog.isVisible()); attempt++) {
    await page.locator('header [aria-keyshortcuts]').click()
    await dialog.waitFor({ timeout: 500 }).catch(() => undefined)
  }
  // The dialog's own code and the field arrive after its frame; a loaded machine can take seconds.
  await page.locator(field).waitFor({ timeout: 30_000 })
}

async function typeAndWaitForCount(page: Page, query: string) {
  await page.fill(field, query)
  await page.waitForFunction(
    (selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''),
    status,
  )
}

async function firstTitle(page: Page) {
  const first = page.locator('[role="dialog"] [data-search-result]').first()
  if ((await first.count()) === 0) return null
  return (await first.innerText()).split('\n')[0].trim()
}

async function benchLanguage(
  browser: Browser,
  origin: string,
  language: BenchLanguage,
  runs: number,
  cpuSlowdown: number,
) {
  const context = await browser.newContext({
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const bytes = await watchIndexBytes(cdp)
  await page.goto(`${origin}${language === 'zh' ? '/' : '/en'}`)
  await openDialog(page)

  const [firstQuery, secondQuery] = bytesQueries[language]
  await typeAndWaitForCount(page, firstQuery)
  await bytes.quiet()
  const first = bytes.received()
  await typeAndWaitForCount(page, secondQuery)
  await bytes.quiet()
  const second = bytes.received() - first

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  const timings: QueryTiming[] = []
  for (const query of benchQueries[language]) {
    const runsMs: (number | null)[] = []
    // Once untimed: the budget is for a key press after the query's shards and page texts have
    // arrived; a first run that fetched them counted a download (150-350 ms) in the median.
    await timeLastKey(page, field, query)
    for (let run = 0; run < runs; run++) runsMs.push(await timeLastKey(page, field, query))
    const measured = runsMs.filter((ms): ms is number => ms !== null)
    timings.push({
      language,
      query,
      medianMs: measured.length === runs ? Math.round(median(measured) * 10) / 10 : null,
      runsMs: runsMs.map((ms) => (ms === null ? null : Math.round(ms * 10) / 10)),
      first: await firstTitle(page),
    })
  }
  await context.close()
  return { timings, indexBytes: { first, second } }
}

/** Times each bench query in the header search of the site served at `origin`, in both languages. */
export async function measureSearch(origin: string, runs = 5, cpuSlowdown = 4): Promise<SearchBench> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: closedNetworkFlags })
  try {
    const zh = await benchLanguage(browser, origin, 'zh', runs, cpuSlowdown)
    const en = await benchLanguage(browser, origin, 'en', runs, cpuSlowdown)
    return {
      cpuSlowdown,
      runs,
      timings: [...zh.timings, ...en.timings],
      indexBytes: { zh: zh.indexBytes, en: en.indexBytes },
    }
  } finally {
    await browser.close()
  }
}
