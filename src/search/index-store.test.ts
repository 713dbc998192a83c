import { afterEach, expect, test, vi } from 'vitest'
import { indexStore } from './index-store'

afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))
const arrival = () => new Promise<void>((resolve) => indexStore.subscribe(resolve))

test('a piece is fetched once for the visit, however often it is asked for', async () => {
  const fetched = vi.fn(() => answer(200, { pages: [] }))
  vi.stubGlobal('fetch', fetched)
  const arrived = arrival()
  indexStore.request(['/search-index/zh/manifest.json?v=a'])
  indexStore.request(['/search-index/zh/manifest.json?v=a'])
  await arrived
  indexStore.request(['/search-index/zh/manifest.json?v=a'])
  expect(fetched).toHaveBeenCalledTimes(1)
  expect(indexStore.snapshot().loaded.get('/search-index/zh/manifest.json?v=a')).toEqual({ pages: [] })
})

test('a failed piece is not asked for again until retry', async () => {
  const fetched = vi.fn(() => answer(500, {}))
  vi.stubGlobal('fetch', fetched)
  const url = '/search-index/zh/shards/5c0f.json?v=a'
  const failed = arrival()
  indexStore.request([url])
  await failed
  expect(indexStore.snapshot().failed.has(url)).toBe(true)
  indexStore.request([url])
  expect(fetched).toHaveBeenCalledTimes(1)
  fetched.mockImplementation(() => answer(200, { 小: [0, 0, 1, 0] }))
  indexStore.retry()
  const arrived = arrival()
  indexStore.request([url])
  await arrived
  expect(fetched).toHaveBeenCalledTimes(2)
  expect(indexStore.snapshot().loaded.get(url)).toEqual({ 小: [0, 0, 1, 0] })
})
