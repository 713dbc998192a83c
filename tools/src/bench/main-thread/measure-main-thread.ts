import type { Browser } from '@playwright/test'
import { withServedBuild } from '../served-build'
import { watchNetwork } from '../first-load/network-quiet'
import { median } from '../median'
import { mainThreadTasks, type MainThreadTasks, type TraceEvent } from './trace-tasks'

export interface MainThreadFigure extends MainThreadTasks {
  path: string
  /** Chromium's CPU slowdown: 4 is Lighthouse's mobile default. */
  cpu: number
  runs: number
}

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel']

/** One first load at a CPU slowdown, traced from navigation until the load ends (see watchNetwork). */
async function traceOnce(browser: Browser, url: string, cpu: number): Promise<MainThreadTasks> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    const network = watchNetwork(page)
    await browser.startTracing(page, { categories })
    await page.goto(url, { waitUntil: 'load' })
    await network.settle()
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return mainThreadTasks(trace.traceEvents)
  } finally {
    await context.close()
  }
}

/**
 * Traces each page's first load from a served build `runs` times at each CPU
 * slowdown, one load at a time (timings, unlike bytes, suffer from a busy machine): the median
 * main-thread task time and the median count of tasks over 50 ms.
 */
export function measureMainThread(
  outDir: string,
  paths: readonly string[],
  { cpus = [4, 8], runs = 5 }: { cpus?: number[]; runs?: number } = {},
): Promise<MainThreadFigure[]> {
  return withServedBuild(outDir, async (browser, origin) => {
    const figures: MainThreadFigure[] = []
    for (const path of paths)
      for (const cpu of cpus) {
        const samples: MainThreadTasks[] = []
        for (let run = 0; run < runs; run += 1)
          samples.push(await traceOnce(browser, `${origin}${path}`, cpu))
        figures.push({
          path,
          cpu,
          runs,
          taskMs: median(samples.map((sample) => sample.taskMs)),
          longTasks: median(samples.map((sample) => sample.longTasks)),
        })
      }
    return figures
  })
}
