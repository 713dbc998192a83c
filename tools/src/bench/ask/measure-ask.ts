import type { Browser } from '@playwright/test'
import { median } from '../median'

export type AskLanguage = 'zh' | 'en'

/** Questions the guides answer, in each language: the page's own examples first. */
export const askQuestions: Record<AskLanguage, string[]> = {
  zh: ['个人一年能结汇多少', 'ICP备案管局审核要几天', '企业微信客户群最多能有多少人'],
  en: ['how long does ICP filing take', 'Saudi Arabia VAT rate', 'Cursor Pro Plus monthly price'],
}

export interface AskTiming {
  language: AskLanguage
  question: string
  /** Bytes transferred (gzip, as the host sends them) from sending the question to its answer. */
  medianBytes: number
  /** The last piece's arrival to the answer painted, ms. */
  medianPaintMs: number
  runsPaintMs: number[]
}

export interface AskBench {
  cpuSlowdown: number
  runs: number
  timings: AskTiming[]
}

declare global {
  interface Window {
    __askPaint?: Promise<{ paintedAt: number; sentAt: number }>
  }
}

/**
 * Arms a timer in the page: the question is sent at the next submit; it stops at the first paint
 * after the answer list is in the page (a frame callback, then a task, run after that paint).
 */
function armAnswerTimer() {
  window.__askPaint = new Promise((resolve) => {
    let sentAt = 0
    document.addEventListener('submit', () => (sentAt = performance.now()), { capture: true, once: true })
    const main = document.querySelector('main') ?? document.body
    const observer = new MutationObserver(() => {
      if (!main.querySelector('ol[aria-label]')) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => resolve({ paintedAt: performance.now(), sentAt }), 0))
    })
    observer.observe(main, { childList: true, subtree: true })
  })
}

async function askOnce(
  browser: Browser,
  origin: string,
  language: AskLanguage,
  question: string,
  cpu: number,
) {
  // A new context each run: a first question, with nothing of the index in the browser's cache.
  const context = await browser.newContext({
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${origin}${language === 'zh' ? '' : '/en'}/ask`, { waitUntil: 'networkidle' })
  const field = page.locator('main input[type="search"]')
  await field.fill(question)
  let bytes = 0
  let counting = false
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    if (counting) bytes += encodedDataLength
  })
  await cdp.send('Network.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  await page.evaluate(armAnswerTimer)
  counting = true
  await field.press('Enter')
  const { paintedAt, sentAt } = await page.evaluate(() => window.__askPaint!)
  // The pieces the answer waited for: the index's manifest and buckets, and the quoted guides.
  const lastPiece = await page.evaluate(
    (since) =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.startTime >= since && /\/(search-index\/ask|locales\/[^/]+\/articles)\//.test(entry.name),
          )
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
    sentAt,
  )
  await page.waitForLoadState('networkidle')
  await context.close()
  return { bytes, paintMs: paintedAt - lastPiece }
}

/** Asks each bench question `runs` times in the site served at `origin`, each a first question. */
export async function measureAsk(
  browser: Browser,
  origin: string,
  runs = 5,
  cpuSlowdown = 4,
): Promise<AskBench> {
  const timings: AskTiming[] = []
  for (const language of ['zh', 'en'] as const)
    for (const question of askQuestions[language]) {
      const results = []
      for (let run = 0; run < runs; run++)
        results.push(await askOnce(browser, origin, language, question, cpuSlowdown))
      timings.push({
        language,
        question,
        medianBytes: median(results.map((result) => result.bytes)),
        medianPaintMs: Math.round(median(results.map((result) => result.paintMs)) * 10) / 10,
        runsPaintMs: results.map((result) => Math.round(result.paintMs * 10) / 10),
      })
    }
  return { cpuSlowdown, runs, timings }
}
