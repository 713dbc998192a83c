import type { SupabaseClient } from '@supabase/supabase-js'
import { fetchNotebook, sendNotebook } from '../notebook/notebook-api'
import type { LearningStore } from '../store/learning-store'
import {
  applyAck,
  applyPull,
  emptyState,
  honourClear,
  nextBatch,
  type RejectedRecord,
} from '../store/store-state'
import { AccountFullError, clearAccount, fetchAccountRows, sendProgress, sendTime } from './learning-api'

const RETRY_AFTER_MS = 30_000

/**
 * - pulling: reading the account's rows (on start, after being offline, on "try again");
 * - sending: the outbox's changes on their way;
 * - idle: nothing to do until the outbox grows;
 * - offline: the last request failed; a retry waits for the network or a timer;
 * - signedOut: stopped.
 * One request at a time: a pull never overlaps a send of the same tab, and the merge rule makes a
 * read that crossed another tab's (or device's) send harmless.
 */
export type SyncState = 'idle' | 'sending' | 'pulling' | 'offline' | 'signedOut'

export interface SyncView {
  state: SyncState
  /** The account's rows have been read once: until then the pages show this browser's copy. */
  loaded: boolean
  /** `unreachable`: the account's rows could not be read; `full`: the account refused new rows. */
  problem: 'unreachable' | 'full' | null
  /** Guides whose latest change of the reader's the account refused; they show as it has them. */
  refused: string[]
  /** Records the database would not store, and why: they stay in this browser until changed. */
  rejected: RejectedRecord[]
}

export interface LearningSync {
  view(): SyncView
  retry(): void
  /** Sends what waits now; true once every change but reading seconds is in the account. */
  flush(): Promise<boolean>
  /** "Delete my learning data": the account's rows, this browser's copy and everything queued. */
  clearAll(): Promise<void>
  stop(): void
}

export function startSync(
  client: SupabaseClient,
  store: LearningStore,
  clientId: string,
  onView: (view: SyncView) => void,
): LearningSync {
  let view: SyncView = {
    state: 'pulling',
    loaded: false,
    problem: null,
    refused: store.read().refused ?? [],
    rejected: store.read().rejected ?? [],
  }
  let running = false
  let again = false
  let pullFirst = true
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const set = (change: Partial<SyncView>) => {
    if (view.state === 'signedOut') return
    view = { ...view, ...change }
    onView(view)
  }

  async function pull() {
    set({ state: 'pulling' })
    try {
      const [rows, notebook] = await Promise.all([
        fetchAccountRows(client, new Date()),
        fetchNotebook(client),
      ])
      await store.change((state) => applyPull(state, { ...rows, notebook }, clientId))
    } catch (error) {
      set({ problem: 'unreachable' })
      throw error
    }
    pullFirst = false
    set({ loaded: true, problem: view.problem === 'unreachable' ? null : view.problem })
  }

  async function send() {
    while (store.read().outbox.length && view.state !== 'signedOut') {
      set({ state: 'sending' })
      const batch = nextBatch(store.read())
      const progress = await sendProgress(client, batch.progress)
      await sendTime(client, batch.time)
      const notebook = await sendNotebook(client, batch.notebook)
      const rejected: RejectedRecord[] = [
        ...progress.refused.map(({ row, refusal }) => ({
          kind: 'progress' as const,
          key: row.article_id,
          ...refusal,
        })),
        ...notebook.rejected,
      ]
      const acked = await store.change((state) =>
        applyAck(state, batch, { progress: progress.stored, notebook: notebook.stored, rejected }),
      )
      set({
        refused: acked.refused ?? [],
        rejected: acked.rejected ?? [],
        problem: view.problem === 'full' ? null : view.problem,
      })
    }
  }

  async function run() {
    if (running) {
      again = true
      return
    }
    running = true
    clearTimeout(retryTimer)
    try {
      do {
        again = false
        if (pullFirst) await pull()
        await send()
      } while (again && view.state !== 'signedOut')
      set({ state: 'idle' })
    } catch (error) {
      // A full account refuses every retry: the changes wait here until the learner deletes data
      // (or the next visit tries once more). A network or data API that is down comes back.
      if (error instanceof AccountFullError) set({ state: 'idle', problem: 'full' })
      else {
        set({ state: 'offline' })
        pullFirst = pullFirst || view.problem === 'unreachable'
        // Back online (or "try again") while the failed request was on its way: try at once.
        retryTimer = setTimeout(() => void run(), again ? 0 : RETRY_AFTER_MS)
        again = false
      }
    } finally {
      running = false
    }
  }

  const onChange = () => {
    // Another tab's send may have told the reader of a refusal, or ended one.
    const { refused = [], rejected = [] } = store.read()
    if (refused.join() !== view.refused.join()) set({ refused })
    if (JSON.stringify(rejected) !== JSON.stringify(view.rejected)) set({ rejected })
    if (view.state === 'idle' && view.problem !== 'full' && store.read().outbox.length) void run()
  }
  const onOnline = () => void run()
  const stopListening = store.subscribe(onChange)
  window.addEventListener('online', onOnline)
  onView(view)
  void run()

  return {
    view: () => view,
    retry() {
      pullFirst = true
      void run()
    },
    async flush() {
      await run()
      // A run already going (a tick's send) takes this request along: wait for it to end.
      while (running) await new Promise((resolve) => setTimeout(resolve, 50))
      return view.state === 'idle' && !store.read().outbox.some((entry) => entry.kind !== 'time')
    },
    async clearAll() {
      const clearedAt = await clearAccount(client)
      await store.change(() => honourClear(emptyState, clearedAt))
      set({ problem: null, refused: [], rejected: [] })
    },
    stop() {
      set({ state: 'signedOut' })
      clearTimeout(retryTimer)
      stopListening()
      window.removeEventListener('online', onOnline)
    },
  }
}
