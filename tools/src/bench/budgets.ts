import type { RouteBytes } from '../../../build/src/route-bytes'

/** tools/src/bench/budgets.json: what the site may cost. Bytes are gzip bytes, KB = 1024 bytes. */
export interface Budgets {
  bytes: { routeScriptKB: number; pageChunkKB: number; cssKB: number }
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
