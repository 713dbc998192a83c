// Each language's copy of the retention script, run with Debian 12's Python 3.11 and its pandas
// (python3-pandas) as a reader runs it: `python3 retention.py` in a folder holding orders.csv, from the
// starting states a reader in mainland China has. The guide's own sample orders.csv must give the
// retention.csv the guide prints; a month a cohort has not reached yet must stay blank, not 0; an
// offset in which nobody bought must still be a column; a CSV saved by Excel on simplified-Chinese
// Windows (GBK) or as "CSV UTF-8" (with a BOM) must read; a row with no date is skipped and counted;
// a day-first date (05/01/2026) must stop the script rather than be read month-first.
// The 26 November copy (kept in fixtures/) showed 0.0 for April in the February cohort of data that
// ends in March, dropped empty offsets, crashed on GBK and on a blank date, and read 05/01/2026 as
// 1 May: the same checks must reject it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineCodeOf } from '../../support/article-blocks.ts'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const guide = 'products-tech/programming-analysis'

// January's cohort is a and b: a buys again in February and March, b in March.
// February's cohort is c and d: d buys again in March, c never. The data ends in March, so
// February's cohort has not reached its month 2 (April).
const eightOrders = [
  'customer_id,date',
  'a,2026-01-05',
  'b,2026-01-20',
  'a,2026-02-10',
  'c,2026-02-02',
  'd,2026-02-25',
  'a,2026-03-03',
  'b,2026-03-15',
  'd,2026-03-01',
]
const eightRetention = ['cohort,0,1,2', '2026-01,1.0,0.5,1.0', '2026-02,1.0,0.5,']

// Nobody bought in months 1 and 2 after January; 1001 comes back in April.
const gapOrders = ['customer_id,date', '1001,2026-01-05', '1001,2026-04-10', '1002,2026-01-20']
const gapRetention = ['cohort,0,1,2,3', '2026-01,1.0,0.0,0.0,0.5']

/** 设计稿 ("design draft") as Excel's "CSV (逗号分隔)" writes it on simplified-Chinese Windows: GBK. */
const gbkDesignDraft = Buffer.from([0xc9, 0xe8, 0xbc, 0xc6, 0xb8, 0xe5])

async function runIn(script: string, orders: Buffer | string) {
  const project = tempDir('retention')
  writeFileSync(join(project, 'orders.csv'), orders)
  const ran = await run(debianPython, [script], { cwd: project })
  const out = join(project, 'retention.csv')
  const csv = existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n') : undefined
  return { ...ran, csv }
}

const lines = (rows: string[]) => `${rows.join('\n')}\n`
/** The same orders with a product column in Chinese, saved in GBK. */
const inGbk = (rows: string[]) =>
  Buffer.concat(
    rows.flatMap((row, index) => [
      Buffer.from(`${row},`),
      index === 0 ? Buffer.from('product') : gbkDesignDraft,
      Buffer.from('\r\n'),
    ]),
  )

/** The checks the guide's claims rest on; each returns what went wrong, or '' when the script holds. */
const checks = {
  'leaves the months a cohort has not reached blank, not 0': async (script: string) => {
    const ran = await runIn(script, lines(eightOrders))
    return ran.code === 0 && JSON.stringify(ran.csv) === JSON.stringify(eightRetention)
      ? ''
      : `exit ${ran.code}, ${JSON.stringify(ran.csv)} ${ran.stderr}`
  },
  'keeps a column for an offset in which nobody bought, as 0': async (script: string) => {
    const ran = await runIn(script, lines(gapOrders))
    return JSON.stringify(ran.csv) === JSON.stringify(gapRetention)
      ? ''
      : `${JSON.stringify(ran.csv)} ${ran.stderr}`
  },
  'reads a CSV saved by Excel in GBK, with Chinese text in a cell': async (script: string) => {
    const ran = await runIn(script, inGbk(eightOrders))
    return ran.code === 0 && JSON.stringify(ran.csv) === JSON.stringify(eightRetention)
      ? ''
      : `exit ${ran.code} ${ran.stderr}`
  },
  'skips a row with no date and says how many it skipped': async (script: string) => {
    const ran = await runIn(script, lines([...eightOrders, 'e,', 'f, ']))
    return ran.code === 0 &&
      JSON.stringify(ran.csv) === JSON.stringify(eightRetention) &&
      /\b2\b/.test(ran.stdout)
      ? ''
      : `exit ${ran.code}, ${JSON.stringify(ran.csv)} ${ran.stdout} ${ran.stderr}`
  },
  'stops on a day-first date instead of reading it month-first': async (script: string) => {
    const ran = await runIn(script, lines(['customer_id,date', 'a,05/01/2026', 'b,2026-01-20']))
    return ran.code !== 0 && ran.csv === undefined && ran.stderr.includes('05/01/2026')
      ? ''
      : `exit ${ran.code}, ${JSON.stringify(ran.csv)}`
  },
}

describe.each(['en', 'zh'] as const)('retention.%s.py', (language) => {
  const script = join(import.meta.dirname, `retention.${language}.py`)

  it.each(Object.keys(checks) as (keyof typeof checks)[])('%s', async (name) => {
    expect(await checks[name](script)).toBe('')
  })

  it('turns the guide’s sample orders.csv into the retention.csv the guide prints', async () => {
    const sample = inlineCodeOf(language, guide, 'orders.csv')
    const expected = inlineCodeOf(language, guide, 'retention.csv').trim().split('\n')
    const ran = await runIn(script, `${sample.trim()}\n`)
    expect(ran.code, ran.stderr).toBe(0)
    expect(ran.csv).toEqual(expected)
    // The sample shows both cases the reader must tell apart: a real 0 and a month not yet reached.
    expect(expected.some((row) => row.endsWith(','))).toBe(true)
    expect(expected.some((row) => row.split(',').slice(1).includes('0.0'))).toBe(true)
  })

  it('reads Excel’s “CSV UTF-8”, which starts with a byte-order mark', async () => {
    const ran = await runIn(
      script,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines(eightOrders))]),
    )
    expect(ran.code, ran.stderr).toBe(0)
    expect(ran.csv).toEqual(eightRetention)
  })

  it('reads dates with a time or slashes, as shop back offices export them', async () => {
    const rows = eightOrders.map((row, index) => (index % 2 ? `${row.replace(/-/g, '/')} 10:23:11` : row))
    const ran = await runIn(script, lines(rows))
    expect(ran.code, ran.stderr).toBe(0)
    expect(ran.csv).toEqual(eightRetention)
  })

  it('rejects the 26 November copy on every check', async () => {
    const old = join(import.meta.dirname, 'fixtures', `retention.2026-11-26.${language}.py`)
    for (const check of Object.values(checks)) expect(await check(old)).not.toBe('')
    // The defect the first reading found: 0.0 for April in the February cohort.
    expect((await runIn(old, lines(eightOrders))).csv).toContain('2026-02,1.0,0.5,0.0')
  })
})
