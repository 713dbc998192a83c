import type { ContentStatus } from './collect'

const never = (date: string | null) => date ?? '—'

/** Rows as aligned columns; a long cell is cut so a row fits a terminal line. */
function table(header: string[], rows: string[][], widest = 60): string[] {
  const cut = (cell: string) => (cell.length > widest ? `${cell.slice(0, widest - 1)}…` : cell)
  const cells = [header, ...rows].map((row) => row.map(cut))
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd()
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)]
}

function part(title: string, header: string[], rows: string[][]): string[] {
  return [
    '',
    `${title} (${rows.length})`,
    ...(rows.length === 0 ? ['  none'] : table(header, rows).map((line) => `  ${line}`)),
  ]
}

/** The one paragraph .ci/run prints. */
export function summaryLine(status: ContentStatus): string {
  const run = status.examples
  const examples = run.ranAt
    ? `${run.failed.length} example tests failed in the last run (${run.ranAt.slice(0, 16)}Z)`
    : 'no example test report yet'
  const reviews = status.entries.flatMap((entry) => (entry.review ? [entry.review] : []))
  return (
    `content:status on ${status.today}, ${status.guides} guides: ` +
    `${reviews.length} reviewed (${reviews.filter((review) => review.current).length} current, ` +
    `${reviews.filter((review) => review.passes).length} passing), ${status.staleSources.length} sources read more than ` +
    `${status.months} months ago or never, ${status.staleGuides.length} guides not checked in ${status.months} months, ` +
    `${status.leads.length} guides with one language ahead, ${status.unverified.length} unverified facts, ${examples}, ` +
    `${status.sharedSources.length} sources cited by several guides`
  )
}

/** The terminal report: one table per question an editor asks. */
export function statusTables(status: ContentStatus): string {
  const run = status.examples
  return [
    summaryLine(status),
    ...part(
      'Second readers’ reviews (content/reviews/)',
      ['guide', 'current', 'average', 'lowest', 'claims', 'wrong', 'unconfirmed', 'passes'],
      status.entries.map(({ guide, draft, review }) =>
        review
          ? [
              guide,
              String(review.current),
              String(review.average),
              String(review.lowestAxis),
              String(review.claims),
              String(review.wrong),
              String(review.unconfirmed),
              String(review.passes),
            ]
          : [guide, draft ? 'draft, no record' : 'no record', '', '', '', '', '', ''],
      ),
    ),
    ...part(
      `Sources read more than ${status.months} months ago, or never`,
      ['guide', 'kind', 'checked', 'what'],
      status.staleSources.map((source) => [source.guide, source.kind, never(source.checked), source.name]),
    ),
    ...part(
      `Guides whose newest check is more than ${status.months} months old`,
      ['guide', 'newest check', 'last review'],
      status.staleGuides.map((guide) => [guide.guide, never(guide.newestCheck), guide.lastReviewed]),
    ),
    ...part(
      'Guides where one language leads',
      ['guide', 'leads', 'since', 'last update'],
      status.leads.map((lead) => [lead.guide, lead.leader, lead.since, lead.updated]),
    ),
    ...part(
      'Guides whose languages disagree (npm run check:articles)',
      ['guide', 'problem'],
      status.parityProblems.flatMap((guide) => guide.problems.map((problem) => [guide.guide, problem])),
    ),
    ...part(
      'Unverified facts',
      ['guide', 'fact'],
      status.unverified.map((fact) => [fact.guide, fact.text]),
    ),
    ...part(
      run.ranAt
        ? `Example tests that failed in the last run (${run.ranAt}, ${run.files} files, ${run.tests} tests)`
        : 'Example tests that failed in the last run (no report: npm run test:examples writes it)',
      ['file', 'test', 'message'],
      run.failed.map((failure) => [failure.file, failure.test ?? '(the file)', failure.message]),
    ),
    ...part(
      'Sources cited by several guides (one re-read serves all)',
      ['guides', 'oldest check', 'source'],
      status.sharedSources.map((source) => [
        String(source.guides.length),
        never(source.oldestCheck),
        source.url,
      ]),
    ),
    '',
  ].join('\n')
}
