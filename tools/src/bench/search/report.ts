import type { SearchBench } from './measure-search'

const ms = (value: number | null) => (value === null ? 'no change' : value.toFixed(1))
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The bench as Markdown: every query's median, the slowest five, and the index bytes per query. */
export function searchTable(bench: SearchBench): string {
  const rows = bench.timings.map(
    (timing) =>
      `| ${timing.language} | ${timing.query} | ${ms(timing.medianMs)} | ${timing.runsMs.map(ms).join(', ')} | ${timing.first ?? '(none)'} |`,
  )
  const slowest = [...bench.timings]
    .sort((a, b) => (b.medianMs ?? Infinity) - (a.medianMs ?? Infinity))
    .slice(0, 5)
    .map((timing) => `${timing.language} "${timing.query}" ${ms(timing.medianMs)} ms`)
  const bytes = Object.entries(bench.indexBytes).map(
    ([language, { first, second }]) => `| ${language} | ${kb(first)} | ${kb(second)} |`,
  )
  return [
    `Key press to results painted, CPU slowed ${bench.cpuSlowdown}x, median of ${bench.runs} (ms):`,
    '',
    '| Language | Query | Median | Runs | First result |',
    '| --- | --- | ---: | --- | --- |',
    ...rows,
    '',
    `Slowest five: ${slowest.join('; ')}.`,
    '',
    '| Language | Index KB (gzip) fetched by a first query | by a second, unrelated one |',
    '| --- | ---: | ---: |',
    ...bytes,
  ].join('\n')
}
