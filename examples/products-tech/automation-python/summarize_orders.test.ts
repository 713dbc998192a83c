// Each language's copy of the script, run with Debian 12's Python 3.11 on an orders export as Excel
// saves it: totals per calendar month and channel, exact to the cent. The script the review found
// summed in float, so its totals read 0.3 and 2.67 where the money says 0.30 and 2.68.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { expectedSummary, ordersCsv, rowsOf } from './fixtures/orders.ts'

/** The summary rows the script writes next to an orders.csv, run as the guide's usage line says. */
async function summaryOf(script: string): Promise<string[][]> {
  const project = tempDir('orders')
  copyFileSync(join(import.meta.dirname, script), join(project, 'summarize_orders.py'))
  writeFileSync(join(project, 'orders.csv'), ordersCsv)
  const ran = await run(debianPython, ['summarize_orders.py', 'orders.csv'], { cwd: project })
  expect(ran.stderr).toBe('')
  expect(ran.stdout).toBe('Wrote 4 rows to orders_summary.csv\n')
  return rowsOf(readFileSync(join(project, 'orders_summary.csv'), 'utf8'))
}

describe.each(['summarize_orders.en.py', 'summarize_orders.zh.py'])('%s', (script) => {
  it('sums an Excel export (BOM, CRLF) per month and channel, exact to the cent', async () => {
    expect(await summaryOf(script)).toEqual(expectedSummary)
  })
})

it('rejects the reviewed script: its float totals are off by a cent and drop the trailing zero', async () => {
  const rows = await summaryOf('fixtures/summarize_orders.before-fix.py')
  expect(rows).not.toEqual(expectedSummary)
  expect(rows).toContainEqual(['2026-10', 'wechat', '1', '2.67'])
})
