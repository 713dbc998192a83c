import type { BuildReport } from '../../../build/src/build-report'

/**
 * What a build's report says of its reads of the guide files: a problem for each file read more than
 * once (the corpus reads each guide once and every later step takes it from there), and one when
 * the report has no count at all (an older build).
 */
export function guideReadProblems(report: Pick<BuildReport, 'guideFileReads'>): string[] {
  const reads = report.guideFileReads
  if (!reads) return ['the build report does not count the reads of guide files: rebuild']
  return Object.entries(reads.repeated).map(
    ([file, count]) => `a build reads each guide file once; it read ${file} ${count} times`,
  )
}
