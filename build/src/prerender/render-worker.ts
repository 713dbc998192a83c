/** A prerender worker thread: renders the batches of pages render-pool.ts sends, until it sends null. */
import { parentPort, workerData } from 'node:worker_threads'
import { pageRenderer, type PageJob, type RenderContext } from './page-renderer'

const port = parentPort
if (!port) throw new Error('render-worker.ts runs as a worker thread (see render-pool.ts)')
const renderer = await pageRenderer(workerData as RenderContext)
port.on('message', (jobs: PageJob[] | null) => {
  if (jobs === null) {
    port.postMessage({ done: true, cacheEntries: renderer.cacheEntries() })
    return
  }
  Promise.all(jobs.map((job) => renderer.render(job))).then(
    (pages) => port.postMessage({ pages }),
    (error: Error) => port.postMessage({ error: error.stack ?? error.message }),
  )
})
port.postMessage({ ready: true })
