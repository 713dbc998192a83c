import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { offlineCaches } from './cache-names'
import { dropPagesNote, forgetPagesSinceSignIn, notePagesBeforeSignIn } from './signed-in-pages'

/** The pages cache as a list of URLs, behind the part of CacheStorage the module uses. */
let pages: string[] = []
beforeEach(() => {
  pages = []
  const cache = {
    keys: async () => pages.map((url) => ({ url })),
    delete: async (request: { url: string }) => ((pages = pages.filter((url) => url !== request.url)), true),
  }
  vi.stubGlobal('caches', {
    has: async (name: string) => name === offlineCaches.pages,
    open: async () => cache,
  })
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

it('takes the pages opened since the sign-in out of the cache, and keeps the ones from before', async () => {
  pages = ['https://site/marketing', 'https://site/en']
  await notePagesBeforeSignIn()
  pages.push('https://site/marketing/research/seo')
  await forgetPagesSinceSignIn()
  expect(pages).toEqual(['https://site/marketing', 'https://site/en'])
})

it('forgets every page when the sign-in was not seen by this tab, and a remembered sign-out forgets only the note', async () => {
  pages = ['https://site/a', 'https://site/b']
  await forgetPagesSinceSignIn()
  expect(pages).toEqual([])

  pages = ['https://site/a']
  await notePagesBeforeSignIn()
  dropPagesNote()
  pages.push('https://site/b')
  await notePagesBeforeSignIn()
  await forgetPagesSinceSignIn()
  expect(pages).toEqual(['https://site/a', 'https://site/b'])
})
