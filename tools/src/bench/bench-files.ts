import { readFile } from 'node:fs/promises'
import type { Budgets, LighthousePage } from './budgets'
import type { FirstLoad } from './first-load/measure-first-load'
import type { MainThreadFigure } from './main-thread/measure-main-thread'
import type { RouteBytes } from '../../../build/src/route-bytes'

export const budgetsFile = 'tools/src/bench/budgets.json'
/** Written by `npm run bench`; not committed (the README carries the dated table). */
export const reportFile = 'bench-results/report.json'
export const tableFile = 'bench-results/report.md'

export interface BenchReport {
  date: string
  bytes: RouteBytes[]
  firstLoads: FirstLoad[]
  mainThread: MainThreadFigure[]
  lighthouse: LighthousePage[]
}

export const readBudgets = async () => JSON.parse(await readFile(budgetsFile, 'utf8')) as Budgets

export const readReport = async (): Promise<BenchReport | undefined> =>
  readFile(reportFile, 'utf8').then(
    (text) => JSON.parse(text) as BenchReport,
    () => undefined,
  )

/** Flags as `--name value`. */
export function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index > -1 ? process.argv[index + 1] : undefined
}
