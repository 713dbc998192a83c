import type { LighthousePage } from './budgets'
import type { RouteBytes } from '../../../build/src/route-bytes'
import type { GuideHtml } from './first-load/guide-html'
import { firstLoadBytes, type FirstLoad } from './first-load/measure-first-load'
import type { MainThreadFigure } from './main-thread/measure-main-thread'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function bytesTable(bytes: readonly RouteBytes[]): string {
  return [
    '| route | scripts before the page works (KB gzip) | page chunk | CSS |',
    '|---|---:|---:|---:|',
    ...bytes.map(
      (route) =>
        `| \`${route.path}\` | ${kb(route.scriptGzip)} | ${kb(route.pageChunkGzip)} | ${kb(route.cssGzip)} |`,
    ),
  ].join('\n')
}

export function lighthouseTable(pages: readonly LighthousePage[]): string {
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...pages.map(
      (page) =>
        `| \`${new URL(page.url).pathname}\` | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ` +
        `${seconds(page.fcp)} | ${seconds(page.lcp)} | ${Math.round(page.tbt)} ms | ${page.cls.toFixed(3)} |`,
    ),
  ].join('\n')
}

/** The bench pages' first loads, then the largest guide HTML of each language. */
export function firstLoadTable(loads: readonly FirstLoad[], guideHtml: readonly GuideHtml[]): string {
  const largest = (english: boolean) => guideHtml.find((page) => page.path.startsWith('/en/') === english)
  return [
    '| page | first load: document + scripts (KB gzip) | document | scripts | scripts fetched | other |',
    '|---|---:|---:|---:|---:|---:|',
    ...loads.map(
      (load) =>
        `| \`${load.path}\` | ${kb(firstLoadBytes(load))} | ${kb(load.documentBytes)} | ${kb(load.scriptBytes)} | ` +
        `${load.requests.filter((request) => request.type === 'script').length} | ${kb(load.otherBytes)} |`,
    ),
    '',
    ...[largest(false), largest(true)].flatMap((page) =>
      page ? [`Largest guide HTML: \`${page.path}\`, ${kb(page.gzip)} KB gzip.`] : [],
    ),
  ].join('\n')
}

/** Per bench page, main-thread task time and long tasks at each CPU slowdown. */
export function mainThreadTable(figures: readonly MainThreadFigure[]): string {
  const cpus = [...new Set(figures.map((figure) => figure.cpu))]
  const paths = [...new Set(figures.map((figure) => figure.path))]
  const at = (path: string, cpu: number) =>
    figures.find((figure) => figure.path === path && figure.cpu === cpu)
  return [
    `| page | ${cpus.map((cpu) => `main thread at ${cpu}x | tasks over 50 ms at ${cpu}x`).join(' | ')} |`,
    `|---|${cpus.map(() => '---:|---:').join('|')}|`,
    ...paths.map(
      (path) =>
        `| \`${path}\` | ${cpus
          .map((cpu) => {
            const figure = at(path, cpu)
            return figure ? `${Math.round(figure.taskMs)} ms | ${figure.longTasks}` : '– | –'
          })
          .join(' | ')} |`,
    ),
    '',
    `Medians of ${figures[0]?.runs ?? 0} traced first loads per page and slowdown.`,
  ].join('\n')
}
