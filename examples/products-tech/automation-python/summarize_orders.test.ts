// Each language's copy of the script, run with Debian 12's Python 3.11 the way its usage line says,
// from the exports a reader in China has: an orders file as Excel saves "CSV UTF-8" (a BOM, CRLF),
// the same file saved as plain "CSV (Comma delimited)" on Chinese Windows (GBK, dates as 2026/11/5,
// amounts as "1,299.00"), and one with an empty amount. The summary is opened as Excel opens it: a
// file without a BOM is read in the ANSI code page, GBK on Chinese Windows, which garbles Chinese
// channel names. Earlier scripts the reviews found are held to the same claims and fail them: one
// summed in float (0.3 and 2.67 where the money says 0.30 and 2.68), the next wrote no BOM and
// crashed on GBK.
import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { expectedSummary, ordersCsv, rowsOf } from './fixtures/orders.ts'

/** Runs a copy of the script in a fresh folder on `csv` (bytes), as `python summarize_orders.py orders.csv`. */
async function summarize(script: string, csv: Buffer | string) {
  const project = tempDir('orders')
  copyFileSync(join(import.meta.dirname, script), join(project, 'summarize_orders.py'))
  writeFileSync(join(project, 'orders.csv'), csv)
  const ran = await run(debianPython, ['summarize_orders.py', 'orders.csv'], {
    cwd: project,
    env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
  })
  const output = join(project, 'orders_summary.csv')
  const bytes = (() => {
    try {
      return readFileSync(output)
    } catch {
      return undefined
    }
  })()
  return { ...ran, bytes }
}

/** How Excel on Chinese Windows reads a CSV it opens by double-click: UTF-8 only with a BOM, else GBK. */
const asExcelOpensIt = (bytes: Buffer) =>
  bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))
    ? bytes.subarray(3).toString('utf8')
    : new TextDecoder('gbk').decode(bytes)

/** The same export as Chinese Windows' Excel saves "CSV (Comma delimited)": GBK, its own date style. */
const gbkExport = () =>
  // Node has no GBK encoder; Debian's iconv makes the bytes Excel writes.
  execFileSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], {
    input:
      'date,channel,amount\r\n2026/11/5,淘宝,"1,299.00"\r\n2026/11/30,微信小店,￥5.05\r\n2026/10/31,淘宝,0.10\r\n',
  })

const claims = {
  'sums an Excel export (BOM, CRLF) per month and channel, exact to the cent': async (script: string) => {
    const ran = await summarize(script, ordersCsv)
    expect(ran.stderr).toBe('')
    expect(ran.stdout).toBe('Wrote 4 rows to orders_summary.csv\n')
    expect(rowsOf(asExcelOpensIt(ran.bytes ?? Buffer.alloc(0)))).toEqual(expectedSummary)
  },
  'writes a summary Excel on Chinese Windows shows with its Chinese channel names': async (
    script: string,
  ) => {
    const ran = await summarize(script, '\ufeffdate,channel,amount\r\n2026-11-05,淘宝,10.00\r\n')
    expect(ran.code, ran.stderr).toBe(0)
    expect(asExcelOpensIt(ran.bytes ?? Buffer.alloc(0))).toContain('2026-11,淘宝,1,10.00')
  },
  'reads a GBK export with Excel’s dates and thousands separators': async (script: string) => {
    const gbk = gbkExport()
    expect(() => gbk.toString('utf8').includes('淘宝')).not.toThrow()
    expect(gbk.toString('utf8')).not.toContain('淘宝')
    const ran = await summarize(script, gbk)
    expect(ran.code, ran.stderr).toBe(0)
    expect(rowsOf(asExcelOpensIt(ran.bytes ?? Buffer.alloc(0)))).toEqual([
      ['month', 'channel', 'orders', 'revenue'],
      ['2026-10', '淘宝', '1', '0.10'],
      ['2026-11', '微信小店', '1', '5.05'],
      ['2026-11', '淘宝', '1', '1299.00'],
    ])
  },
}

describe.each(['summarize_orders.en.py', 'summarize_orders.zh.py'])('%s', (script) => {
  it.each(Object.entries(claims))('%s', (_, claim) => claim(script))

  it('stops at an empty amount, names the line and writes no summary', async () => {
    const ran = await summarize(script, 'date,channel,amount\n2026-11-05,shop,1.00\n2026-11-06,shop,\n')
    expect(ran.code).toBe(1)
    expect(ran.stderr).toMatch(/Line 3|第 3 行/)
    expect(ran.bytes).toBeUndefined()
  })

  it('names the columns it needs when the export’s header differs', async () => {
    const ran = await summarize(script, '订单日期,渠道,实付金额\n2026-11-05,shop,1.00\n')
    expect(ran.code).toBe(1)
    expect(ran.stderr).toContain('amount')
    expect(ran.stderr).toContain('实付金额')
  })
})

describe('the scripts the reviews found', () => {
  it('fixtures/summarize_orders.before-fix.py: its float totals are off by a cent and drop the trailing zero', async () => {
    const ran = await summarize('fixtures/summarize_orders.before-fix.py', ordersCsv)
    const rows = rowsOf(ran.bytes?.toString('utf8') ?? '')
    expect(rows).not.toEqual(expectedSummary)
    expect(rows).toContainEqual(['2026-10', 'wechat', '1', '2.67'])
  })

  it.each(Object.entries(claims).slice(1))(
    'fixtures/summarize_orders.before-bom.py fails: %s',
    async (_, claim) => {
      await expect(claim('fixtures/summarize_orders.before-bom.py')).rejects.toThrow()
    },
  )
})
