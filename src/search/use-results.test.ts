import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type { IndexedPage } from './index-format'
import { prepareIndex } from './prepared-index'
import { searchPages } from './rank'
import * as snippets from './snippet'
import { useResults } from './use-results'
import { useSearch } from './use-search'

vi.mock('./use-search', () => ({ useSearch: vi.fn() }))

// Seven real routes, each mentioning the query once; one page the route table does not have.
const paths = ['/super-individual', '/products-tech', '/marketing', '/tools-services', '/marketing/research/seo', '/i18n-demo', '/dify-editor', '/gone']
const pages = prepareIndex({
  language: 'zh',
  pages: paths.map((path): IndexedPage => ({ path, title: `页面 ${path}`, section: null, parts: [{ text: '这里讲小程序' }] })),
})

afterEach(() => vi.restoreAllMocks())

test('only the results shown get a snippet; the count covers every page the search found', () => {
  vi.mocked(useSearch).mockReturnValue({ status: 'ready', hits: searchPages(pages, '小程序') })
  const built = vi.spyOn(snippets, 'snippet')
  const { result } = renderHook(() => useResults('小程序', { limit: 3 }))
  expect(result.current.results).toHaveLength(3)
  expect(built).toHaveBeenCalledTimes(3)
  // A page missing from the route table is neither shown nor counted.
  expect(result.current.count).toBe(7)
})

test('without a limit every result is shown', () => {
  vi.mocked(useSearch).mockReturnValue({ status: 'ready', hits: searchPages(pages, '小程序') })
  const { result } = renderHook(() => useResults('小程序'))
  expect(result.current.results.map((view) => view.to)).toHaveLength(7)
  expect(result.current.count).toBe(7)
})
