import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { measureFirstLoads } from './first-loads'
import { firstLoadBytes } from './measure-first-load'

// A script that arrives a while after the load event (as the learning store does when idle) counts.
it('counts the document and every script until the network is quiet, gzip as served', async () => {
  const root = await mkdtemp(join(tmpdir(), 'first-load-'))
  const html = `<!doctype html><html><head><link rel="stylesheet" href="/page.css"><script type="module" src="/entry.js"></script></head><body>${'<p>Guide text</p>'.repeat(200)}</body></html>`
  const entry = `setTimeout(() => import('/late.js'), 1500)\n// ${'entry '.repeat(300)}`
  const late = `document.body.dataset.late = 'yes'\n// ${'late '.repeat(300)}`
  const files = {
    'index.html': html,
    'entry.js': entry,
    'late.js': late,
    'page.css': `p{color:red}/*${'x'.repeat(500)}*/`,
  }
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(root, name), text)))

  const [load] = await measureFirstLoads(root, ['/'])
  const gzip = (text: string) => gzipSync(text).length
  expect(load.documentBytes).toBe(gzip(html))
  expect(load.scriptBytes).toBe(gzip(entry) + gzip(late))
  expect(load.otherBytes).toBe(gzip(files['page.css']))
  expect(firstLoadBytes(load)).toBe(gzip(html) + gzip(entry) + gzip(late))
}, 30_000)
