import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openPageCache } from './page-cache'

const dirs: string[] = []
const cacheDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const content: Record<string, unknown> = {
  common: { brand: 'S' },
  'articles/a': { title: 'A' },
  'articles/b': { title: 'B' },
}
const hashOf = (namespace: string) => JSON.stringify(content[namespace])

/** A build that renders `/a` with common and its article, and keeps it for the next build. */
async function firstBuild(dir: string, shared = 'template v1') {
  const cache = await openPageCache(dir, shared)
  expect(await cache.lookup('/a', hashOf)).toBeUndefined()
  cache.store('/a', ['articles/a', 'common'], hashOf, '<p>A</p>')
  await cache.save()
}

describe('the prerender page cache', () => {
  it('gives a page back when nothing it was made of changed', async () => {
    const dir = cacheDir()
    await firstBuild(dir)
    const next = await openPageCache(dir, 'template v1')
    expect(await next.lookup('/a', hashOf)).toBe('<p>A</p>')
  })

  it('renders again when a namespace the page used changes, but not for another page’s', async () => {
    const dir = cacheDir()
    await firstBuild(dir)
    const next = await openPageCache(dir, 'template v1')
    expect(
      await next.lookup('/a', (namespace) => (namespace === 'articles/b' ? 'B2' : hashOf(namespace))),
    ).toBe('<p>A</p>')
    expect(
      await next.lookup('/a', (namespace) => (namespace === 'articles/a' ? 'A2' : hashOf(namespace))),
    ).toBeUndefined()
  })

  it('renders every page again when what all pages share changes (template, bundle, route data)', async () => {
    const dir = cacheDir()
    await firstBuild(dir)
    expect(await (await openPageCache(dir, 'template v2')).lookup('/a', hashOf)).toBeUndefined()
  })

  it('ignores the cache with force', async () => {
    const dir = cacheDir()
    await firstBuild(dir)
    expect(
      await (await openPageCache(dir, 'template v1', { force: true })).lookup('/a', hashOf),
    ).toBeUndefined()
  })

  it('keeps only the pages the last build used', async () => {
    const dir = cacheDir()
    await firstBuild(dir)
    const next = await openPageCache(dir, 'template v2')
    next.store('/a', ['articles/a', 'common'], hashOf, '<p>A, again</p>')
    await next.save()
    expect(readdirSync(dir).filter((file) => file.endsWith('.html'))).toHaveLength(1)
    expect(await (await openPageCache(dir, 'template v2')).lookup('/a', hashOf)).toBe('<p>A, again</p>')
  })
})
