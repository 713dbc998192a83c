import { afterEach, describe, expect, it, vi } from 'vitest'
import { offlineCaches } from './cache-names'
import { filesToKeep, keepingTimeoutMs, keepUncontrolledPage } from './keep-uncontrolled-page'

const origin = 'http://localhost:3000'

describe('the files a page asks the worker to keep', () => {
  it('are its same-origin scripts, translations and search pieces, each once', () => {
    const fetched = [
      `${origin}/assets/index-abc.js`,
      `${origin}/assets/index-abc.js`,
      `${origin}/locales/zh/common.json`,
      `${origin}/search-index/zh/0.json`,
      `${origin}/sw.js`,
      `${origin}/rest/v1/learning_progress`,
      'https://fonts.example.com/assets/font.woff2',
    ]
    expect(filesToKeep(fetched, origin)).toEqual([
      `${origin}/assets/index-abc.js`,
      `${origin}/locales/zh/common.json`,
      `${origin}/search-index/zh/0.json`,
    ])
  })

  it('leave out those already sent', () => {
    expect(
      filesToKeep(
        [`${origin}/assets/a.js`, `${origin}/assets/b.js`],
        origin,
        new Set([`${origin}/assets/a.js`]),
      ),
    ).toEqual([`${origin}/assets/b.js`])
  })
})

/** A worker that answers CACHE_URLS as Workbox's router does, once it has kept them, or stays silent. */
function stubWorker(answers: boolean) {
  const received: string[][] = []
  const worker = {
    postMessage: (message: { type: string; payload: { urlsToCache: string[] } }, [port]: MessagePort[]) => {
      expect(message.type).toBe('CACHE_URLS')
      received.push(message.payload.urlsToCache)
      if (answers) port.postMessage(true)
    },
  } as unknown as ServiceWorker
  return { worker, received }
}

function stubPage(resources: string[]) {
  const pages = new Set<string>()
  const addAll = vi.fn()
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    resources.map((name) => ({ name }) as PerformanceEntry),
  )
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      expect(name).toBe(offlineCaches.pages)
      return {
        match: async (path: string) => pages.has(path),
        add: async (path: string) => void pages.add(path),
        addAll,
      }
    },
  })
  return { pages, addAll }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('keeping a page the worker does not control', () => {
  it('has the worker keep its files, keeps the page itself once the worker answered, and sends a file once', async () => {
    const here = `${location.origin}/assets/here.js`
    const { pages, addAll } = stubPage([here, `${location.origin}/locales/zh/common.json`])
    const { worker, received } = stubWorker(true)

    await keepUncontrolledPage(worker)
    expect(received).toEqual([[here, `${location.origin}/locales/zh/common.json`]])
    expect(pages.has(location.pathname)).toBe(true)
    expect(addAll).not.toHaveBeenCalled()

    stubPage([here, `${location.origin}/assets/next.js`])
    await keepUncontrolledPage(worker)
    expect(received.at(-1)).toEqual([`${location.origin}/assets/next.js`])
  })

  it('keeps the files the page fetched while its first ones were being kept, before the page itself', async () => {
    const first = `${location.origin}/assets/first-route.js`
    const late = `${location.origin}/assets/late-chunk.js`
    const { pages } = stubPage([first])
    const { worker, received } = stubWorker(true)
    let pausesSeen = 0
    const pageKeptAtPause: boolean[] = []
    await keepUncontrolledPage(worker, async () => {
      pageKeptAtPause.push(pages.has(location.pathname))
      // During the first pause the page fetches one more chunk.
      if (pausesSeen++ === 0)
        vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
          [first, late].map((name) => ({ name }) as PerformanceEntry),
        )
    })
    expect(received).toEqual([[first], [late]])
    expect(pageKeptAtPause).toEqual([false, false])
    expect(pages.has(location.pathname)).toBe(true)
  })

  it('does not list the page as kept when the worker never answers, and asks again for those files the next time', async () => {
    vi.useFakeTimers()
    const file = `${location.origin}/assets/unreachable.js`
    const { pages } = stubPage([file])
    const { worker, received } = stubWorker(false)

    const keeping = keepUncontrolledPage(worker)
    const failed = expect(keeping).rejects.toThrow('did not keep 1 files')
    await vi.advanceTimersByTimeAsync(keepingTimeoutMs)
    await failed
    expect(pages.size).toBe(0)

    expect(received).toEqual([[file]])
    const answering = stubWorker(true)
    await keepUncontrolledPage(answering.worker, async () => {})
    expect(answering.received).toEqual([[file]])
    expect(pages.has(location.pathname)).toBe(true)
  })
})
