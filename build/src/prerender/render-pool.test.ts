import { expect, it } from 'vitest'
import { pagesPerThread, threadsFor } from './render-pool'

it('renders a small site in the build thread, and a large one on a thread per core', () => {
  // The site's own hundred-odd pages: starting threads cost more than they save.
  expect(threadsFor(108, 2)).toBe(0)
  expect(threadsFor(pagesPerThread * 2 - 1, 2)).toBe(0)
  expect(threadsFor(pagesPerThread * 2, 2)).toBe(2)
  // 1,000 guides, about 2,100 pages.
  expect(threadsFor(2_100, 2)).toBe(2)
  expect(threadsFor(2_100, 8)).toBe(8)
  expect(threadsFor(2_100, 1)).toBe(0)
})
