export interface ScaleRow {
  guides: number
  /** Routes in the route table (each is prerendered in both languages, or served as the app shell). */
  pages: number
  buildSeconds: number
  phases: Record<string, number>
  peakRssMb: number
  /** The first build's peak so far at the end of each phase (see build/src/build-report.ts). */
  peakRssMbAfter?: Record<string, number>
  rebuildOneGuideSeconds: number
  rebuildPhases: Record<string, number>
  distMb: number
  guideScriptGzip: number
  /** The SEO guide's first load (document and scripts until the network is quiet), per language. */
  guideFirstLoad: Record<string, number>
  heaviestScriptGzip: number
  guidePathsGzip: number
  navigationGzip: Record<string, number>
  /** Raw bytes and gzip ratio of each language's search index, and the gzip ratio of its articles. */
  searchIndex: Record<string, { raw: number; gzipRatio: number; articlesGzipRatio: number }>
  searchFetch?: Record<string, { first: number; second: number }>
  /** Medians per query, key press to paint at a 4x CPU slowdown: the median and the slowest query. */
  searchLatency?: { medianMs: number; slowestMs: number; slowestQuery: string }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The scale bench as a Markdown table, one row per corpus size. */
export function scaleTable(rows: ScaleRow[]): string {
  const header = [
    '| Guides | Routes | Build s (client / server / prerender / index / cards) | Peak MB | Rebuild, one guide changed, s (client / server / prerender / index / cards) | dist MB | Guide scripts KB | Guide first load KB zh/en | Heaviest route KB | Route paths KB | Titles KB zh/en | Index KB raw zh/en | Index gzip ratio zh/en (articles) | First / second query KB zh | First / second query KB en | Search ms median / slowest |',
    '| ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- | --- | --- | --- | --- | --- |',
  ]
  const body = rows.map((row) => {
    const split = (phases: Record<string, number>) =>
      ['client', 'server', 'prerender', 'searchIndex', 'cards'].map((name) => phases[name] ?? '-').join(' / ')
    const phases = split(row.phases)
    const index = (language: string) => row.searchIndex[language]
    const ratio = (language: string) =>
      `${index(language).gzipRatio.toFixed(3)} (${index(language).articlesGzipRatio.toFixed(3)})`
    const fetched = (language: string) =>
      row.searchFetch
        ? `${kb(row.searchFetch[language].first)} / ${kb(row.searchFetch[language].second)}`
        : '-'
    const latency = row.searchLatency
      ? `${row.searchLatency.medianMs} / ${row.searchLatency.slowestMs} ("${row.searchLatency.slowestQuery}")`
      : '-'
    return `| ${row.guides} | ${row.pages} | ${row.buildSeconds} (${phases}) | ${row.peakRssMb} | ${row.rebuildOneGuideSeconds} (${split(row.rebuildPhases)}) | ${row.distMb} | ${kb(row.guideScriptGzip)} | ${kb(row.guideFirstLoad.zh)} / ${kb(row.guideFirstLoad.en)} | ${kb(row.heaviestScriptGzip)} | ${kb(row.guidePathsGzip)} | ${kb(row.navigationGzip.zh)} / ${kb(row.navigationGzip.en)} | ${kb(index('zh').raw)} / ${kb(index('en').raw)} | ${ratio('zh')} / ${ratio('en')} | ${fetched('zh')} | ${fetched('en')} | ${latency} |`
  })
  return [...header, ...body].join('\n')
}
