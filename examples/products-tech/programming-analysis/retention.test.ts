// Each language's copy of the retention script, run with Debian 12's Python 3.11 and its pandas
// (python3-pandas) on a small orders table whose answer is known: customers grouped by the month of
// their first purchase, and the share of each group that buys again N months later.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

// January's cohort is a and b: a buys again in February and March, b in March.
// February's cohort is c and d: d buys again in March, c never.
const orders = [
  'customer_id,date',
  'a,2026-01-05',
  'b,2026-01-20',
  'a,2026-02-10',
  'c,2026-02-02',
  'd,2026-02-25',
  'a,2026-03-03',
  'b,2026-03-15',
  'd,2026-03-01',
].join('\n')

describe.each(['retention.en.py', 'retention.zh.py'])('%s', (script) => {
  it('writes each first-purchase cohort’s share of buyers N months later to retention.csv', async () => {
    const project = tempDir('retention')
    writeFileSync(join(project, 'orders.csv'), `${orders}\n`)
    const ran = await run(debianPython, [join(import.meta.dirname, script)], { cwd: project })
    expect(ran.code, ran.stderr).toBe(0)
    expect(readFileSync(join(project, 'retention.csv'), 'utf8').trim().split('\n')).toEqual([
      'cohort,0,1,2',
      '2026-01,1.0,0.5,1.0',
      '2026-02,1.0,0.5,0.0',
    ])
  })
})
