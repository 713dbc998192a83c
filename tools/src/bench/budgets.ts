import type { RouteBytes } from '../../../build/src/route-bytes'
import type { GuideHtml } from './first-load/guide-html'
import { firstLoadBytes, type FirstLoad } from './first-load/measure-first-load'
import type { PageKind } from './first-load/page-kind'
import type { MainThreadFigure } from './main-thread/measure-main-thread'

/** tools/src/bench/budgets.json: what the site may cost. Bytes are gzip bytes, KB = 1024 bytes. */
export interface Budgets {
  bytes: { routeScriptKB: number; pageChunkKB: number; cssKB: number }
  /** A first load's document and scripts, per kind of page, and the largest guide's HTML. */
  firstLoad: { guideKB: number; homeKB: number; otherKB: number; guideHtmlKB: number }
  /** Main-thread task time of a bench page's first load at a CPU slowdown, ms, per page. */
  mainThread: { cpu: number; taskMs: Record<string, number> }
  lighthouse: { performance: number; accessibility: number; bestPractices: number; seo: number }
}

export interface LighthousePage {
  url: string
  /** Category scores, 0-100, medians of the runs. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Metric medians in milliseconds (CLS unitless). */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /**
   * Lighthouse's measure of the machine's speed (`environment.benchmarkIndex`): sets of runs on
   * machines of different speeds are not comparable, and this says how far apart they were.
   */
  benchmarkIndex: number
}

const kb = (bytes: number) => bytes / 1024

/** Every broken budget as a sentence; empty when the build and the pages keep them all. */
export function brokenBudgets(
  budgets: Budgets,
  bytes: readonly RouteBytes[],
  pages: readonly LighthousePage[] = [],
): string[] {
  const broken: string[] = []
  const over = (what: string, value: number, limit: number) => {
    if (value > limit) broken.push(`${what}: ${value.toFixed(1)} KB gzip, budget ${limit} KB`)
  }
  for (const route of bytes) {
    over(`${route.path} scripts before the page works`, kb(route.scriptGzip), budgets.bytes.routeScriptKB)
    over(`${route.path} page chunk`, kb(route.pageChunkGzip), budgets.bytes.pageChunkKB)
    over(`${route.path} CSS`, kb(route.cssGzip), budgets.bytes.cssKB)
  }
  for (const page of pages)
    for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const)
      if (page[category] < budgets.lighthouse[category])
        broken.push(
          `${page.url} Lighthouse ${category}: ${page[category]}, budget ${budgets.lighthouse[category]}`,
        )
  return broken
}

/** Every broken first-load budget as a sentence. */
export function brokenFirstLoads(
  budgets: Budgets,
  loads: readonly FirstLoad[],
  kindOf: (path: string) => PageKind,
  guideHtml: readonly GuideHtml[],
): string[] {
  const limits = budgets.firstLoad
  const limit: Record<PageKind, number> = {
    guide: limits.guideKB,
    home: limits.homeKB,
    other: limits.otherKB,
  }
  const broken: string[] = []
  for (const load of loads) {
    const kind = kindOf(load.path)
    if (kb(firstLoadBytes(load)) > limit[kind])
      broken.push(
        `${load.path} first load (document and scripts): ${kb(firstLoadBytes(load)).toFixed(1)} KB gzip, budget ${limit[kind]} KB (${kind} page)`,
      )
  }
  for (const page of guideHtml)
    if (kb(page.gzip) > limits.guideHtmlKB)
      broken.push(`${page.path} HTML: ${kb(page.gzip).toFixed(1)} KB gzip, budget ${limits.guideHtmlKB} KB`)
  return broken
}

/** Every bench page whose traced main-thread time at the budget's slowdown is over its budget. */
export function brokenMainThread(budgets: Budgets, figures: readonly MainThreadFigure[]): string[] {
  const { cpu, taskMs } = budgets.mainThread
  return figures
    .filter((figure) => figure.cpu === cpu && figure.path in taskMs && figure.taskMs > taskMs[figure.path])
    .map(
      (figure) =>
        `${figure.path} main-thread time at ${cpu}x: ${Math.round(figure.taskMs)} ms (median of ${figure.runs}), budget ${taskMs[figure.path]} ms`,
    )
}
