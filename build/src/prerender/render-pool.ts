import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { PageCacheManifest as Manifest } from './page-cache'
import { pageRenderer, type PageJob, type RenderContext, type WrittenPage } from './page-renderer'

type WorkerMessage =
  { ready: true } | { pages: WrittenPage[] } | { error: string } | { done: true; cacheEntries: Manifest }

/** Pages per message: small enough to share the work evenly, large enough to keep messages few. */
const BATCH = 8

/**
 * Pages a thread must have before one is worth starting: a thread loads tsx and the server bundle
 * first (1-2 s), which at the site's own hundred-odd pages took longer than rendering them here.
 */
export const pagesPerThread = 200

/** How many threads render `pages` on `cores`: none (the build's own thread) until two would each have enough. */
export const threadsFor = (pages: number, cores: number) => {
  const threads = Math.min(cores, Math.floor(pages / pagesPerThread))
  return threads < 2 ? 0 : threads
}

async function renderHere(context: RenderContext, jobs: PageJob[]) {
  const renderer = await pageRenderer(context)
  const written: WrittenPage[] = []
  for (let index = 0; index < jobs.length; index += BATCH)
    written.push(...(await Promise.all(jobs.slice(index, index + BATCH).map((job) => renderer.render(job)))))
  return { written, cacheEntries: renderer.cacheEntries() }
}

/**
 * Renders the pages in worker threads, one per core (`threadsFor`; the build's own thread for a
 * small site): each takes the next batch when it is done with one, so a slow page does not hold
 * the others back. Returns the pages written and the page cache's entries of every worker, for the
 * caller to save as one manifest.
 */
export async function renderInPool(context: RenderContext, jobs: PageJob[], cores = availableParallelism()) {
  const size = threadsFor(jobs.length, cores)
  if (size === 0) return renderHere(context, jobs)
  const batches: PageJob[][] = []
  for (let index = 0; index < jobs.length; index += BATCH) batches.push(jobs.slice(index, index + BATCH))
  const written: WrittenPage[] = []
  const cacheEntries: Manifest = {}
  const workers = Array.from(
    { length: size },
    () => new Worker(new URL('./render-worker-entry.mjs', import.meta.url), { workerData: context }),
  )
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on('error', reject)
            worker.on(
              'exit',
              (code) => code !== 0 && reject(new Error(`a prerender worker stopped with code ${code}`)),
            )
            worker.on('message', (message: WorkerMessage) => {
              if ('error' in message) return reject(new Error(message.error))
              if ('done' in message) {
                Object.assign(cacheEntries, message.cacheEntries)
                return resolve()
              }
              if ('pages' in message) written.push(...message.pages)
              worker.postMessage(batches.shift() ?? null)
            })
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  return { written, cacheEntries }
}
