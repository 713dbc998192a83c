// Each language's copy of the collection script, run with Debian 12's Python 3.11 and Debian's
// python3-requests and python3-bs4 (the versions pip would not fetch here: PyPI is out of reach), the
// way its usage line says, against a local stand-in for a shop: a robots.txt that closes /private/,
// a UTF-8 page, a GBK page served without a charset header (as many Chinese sites are), a page whose
// layout changed, and a path robots.txt disallows. It must identify itself, keep out of what
// robots.txt closes, wait between pages, decode the GBK page, append to a CSV Excel reads, and end
// non-zero naming each page it could not read, so that cron's log or the WeCom step says so.
import { copyFileSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const hasLibraries = (await run(debianPython, ['-c', 'import requests, bs4'])).code === 0

/** A shop on this machine; `seen` is every request it got, with its User-Agent and arrival time. */
async function shop() {
  const seen: { path: string; agent: string; at: number }[] = []
  const gbkPage = Buffer.concat([
    Buffer.from('<html><head><meta charset="gbk"></head><body><h1>'),
    Buffer.from([0xcc, 0xd4, 0xb1, 0xa6]), // 淘宝 in GBK
    Buffer.from('</h1><span class="price">'),
    Buffer.from([0xa3, 0xa4]), // ￥ in GBK
    Buffer.from('1,299.00</span></body></html>'),
  ])
  const pages: Record<string, [string, Buffer | string]> = {
    '/robots.txt': ['text/plain', 'User-agent: *\nDisallow: /private/\n'],
    '/item/1': ['text/html; charset=utf-8', '<p>标价 <span class="price">¥19.90</span></p>'],
    '/item/2': ['text/html', gbkPage],
    '/item/3': ['text/html; charset=utf-8', '<p>新版页面 <b class="amount">¥5.00</b></p>'],
    '/private/4': ['text/html; charset=utf-8', '<span class="price">¥1.00</span>'],
  }
  const server = createServer((request: IncomingMessage, response) => {
    const path = request.url ?? '/'
    seen.push({ path, agent: request.headers['user-agent'] ?? '', at: Date.now() })
    const page = pages[path]
    if (page) response.writeHead(200, { 'content-type': page[0] }).end(page[1])
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function fetchPrices(dir: string, urls: string[]) {
  return run(debianPython, ['fetch_prices.py', ...urls], {
    cwd: dir,
    env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: dir },
    timeoutMs: 30_000,
  })
}

describe.runIf(hasLibraries).each(['fetch_prices.en.py', 'fetch_prices.zh.py'])('%s', (script) => {
  it('collects what robots.txt allows, waits between pages, decodes GBK and reports the rest', async () => {
    const site = await shop()
    try {
      const dir = tempDir('prices')
      copyFileSync(join(import.meta.dirname, script), join(dir, 'fetch_prices.py'))
      const urls = ['/item/1', '/item/2', '/item/3', '/private/4'].map(site.url)
      const ran = await fetchPrices(dir, urls)

      expect(ran.code).toBe(1)
      expect(ran.stderr).toContain(site.url('/item/3'))
      expect(ran.stderr).toContain(site.url('/private/4'))
      expect(ran.stderr).not.toContain(site.url('/item/1'))
      // Robots.txt read once, before any page; the closed path never asked for.
      expect(site.seen.map((request) => request.path)).toEqual([
        '/robots.txt',
        '/item/1',
        '/item/2',
        '/item/3',
      ])
      for (const request of site.seen) expect(request.agent).toMatch(/^price-check\/1\.0 \(\+mailto:/)
      const pageTimes = site.seen.filter((request) => request.path.startsWith('/item/')).map((r) => r.at)
      for (let i = 1; i < pageTimes.length; i += 1)
        expect((pageTimes[i] ?? 0) - (pageTimes[i - 1] ?? 0)).toBeGreaterThanOrEqual(1900)

      const csv = readFileSync(join(dir, 'prices.csv'))
      expect([...csv.subarray(0, 3)], 'a BOM for Excel').toEqual([0xef, 0xbb, 0xbf])
      const rows = csv
        .subarray(3)
        .toString('utf8')
        .trim()
        .split('\r\n')
        .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
      expect(rows[0]).toEqual(['fetched_at', 'url', 'price'])
      expect(rows.slice(1)).toEqual([
        [expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/), site.url('/item/1'), '¥19.90'],
        [expect.stringMatching(/^\d{4}-\d\d-\d\dT/), site.url('/item/2'), '"￥1,299.00"'],
      ])
    } finally {
      await site.close()
    }
  })

  it('run again, appends to the same CSV: one header, one BOM, at the start', async () => {
    const site = await shop()
    try {
      const dir = tempDir('prices')
      copyFileSync(join(import.meta.dirname, script), join(dir, 'fetch_prices.py'))
      for (let i = 0; i < 2; i += 1) expect((await fetchPrices(dir, [site.url('/item/1')])).code).toBe(0)
      const csv = readFileSync(join(dir, 'prices.csv'))
      const text = csv.toString('utf8')
      expect(text.startsWith('\ufeff')).toBe(true)
      expect(text.slice(1)).not.toContain('\ufeff')
      expect(text.trim().split('\r\n')).toHaveLength(3)
    } finally {
      await site.close()
    }
  })
})

// .ci/run installs both, so in CI a missing one fails; elsewhere the tests above are skipped and say
// so here, rather than fail a machine that lacks them.
if (!hasLibraries && process.env.CI)
  throw new Error('fetch_prices.test.ts needs python3-requests and python3-bs4 (.ci/run installs them)')
if (!hasLibraries)
  console.warn('fetch_prices.test.ts skipped: apt-get install python3-requests python3-bs4 to run it')
