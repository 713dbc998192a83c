import { lazy } from 'react'
import { loadChunk } from '@/lib/chunk-reload'

/**
 * The bookmark beside a search result, for the search dialog and page. Lazy: the header that hands
 * it to the dialog is on every page, and the bookmark's code is wanted only once results show.
 */
export const LazyResultBookmark = lazy(() => loadChunk(() => import('./result-bookmark')))
