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
import {
  startingMachine,
  syncReducer,
  type StoreFacts,
  type SyncEffect,
  type SyncEvent,
  type SyncView,
} from './sync-reducer'

export type { SyncState, SyncView } from './sync-reducer'

export interface LearningSync {
  view(): SyncView
  retry(): void
  /** Sends what waits now; true once every change but reading seconds is in the account. */
  flush(): Promise<boolean>
  /** "Delete my learning data": the account's rows, this browser's copy and everything queued. */
  clearAll(): Promise<void>
  stop(): void
}

/**
 * Runs the sync's reducer (sync-reducer.ts) against the account and the store: this file only
 * carries out its effects, one request at a time, and tells the pages each new view.
 */
export function startSync(
  client: SupabaseClient,
  store: LearningStore,
  clientId: string,
  onView: (view: SyncView) => void,
): LearningSync {
  const facts = (): StoreFacts => {
    const state = store.read()
    return { outbox: state.outbox.length, refused: state.refused ?? [], rejected: state.rejected ?? [] }
  }
  let machine = startingMachine(facts())
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let whenSettled: (() => void)[] = []

  function dispatch(event: SyncEvent) {
    const [after, effects] = syncReducer(machine, event)
    const viewChanged = after.view !== machine.view
    machine = after
    if (viewChanged) onView(machine.view)
    effects.forEach(perform)
    if (!machine.busy) {
      const waiting = whenSettled
      whenSettled = []
      waiting.forEach((settle) => settle())
    }
  }

  function perform(effect: SyncEffect) {
    switch (effect.type) {
      case 'pull':
        return void pull().then(
          () => dispatch({ type: 'pulled', store: facts() }),
          () => dispatch({ type: 'pullFailed' }),
        )
      case 'send':
        return void sendBatch().then(
          () => dispatch({ type: 'sent', store: facts() }),
          (error: unknown) => dispatch({ type: 'sendFailed', full: error instanceof AccountFullError }),
        )
      case 'retryIn':
        clearTimeout(retryTimer)
        retryTimer = setTimeout(() => dispatch({ type: 'run', store: facts() }), effect.ms)
        return
      case 'cancelRetry':
        return clearTimeout(retryTimer)
      case 'stopListening':
        stopListening()
        return window.removeEventListener('online', onOnline)
    }
  }

  async function pull() {
    const [rows, notebook] = await Promise.all([fetchAccountRows(client, new Date()), fetchNotebook(client)])
    await store.change((state) => applyPull(state, { ...rows, notebook }, clientId))
  }

  async function sendBatch() {
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
    await store.change((state) =>
      applyAck(state, batch, { progress: progress.stored, notebook: notebook.stored, rejected }),
    )
  }

  const onOnline = () => dispatch({ type: 'run', store: facts() })
  const stopListening = store.subscribe(() => dispatch({ type: 'storeChanged', store: facts() }))
  window.addEventListener('online', onOnline)
  onView(machine.view)
  dispatch({ type: 'run', store: facts() })

  return {
    view: () => machine.view,
    retry: () => dispatch({ type: 'retry', store: facts() }),
    async flush() {
      dispatch({ type: 'run', store: facts() })
      // A run already going (a tick's send) takes this request along: wait for it to end.
      if (machine.busy) await new Promise<void>((settle) => whenSettled.push(settle))
      return machine.view.state === 'idle' && !store.read().outbox.some((entry) => entry.kind !== 'time')
    },
    async clearAll() {
      const clearedAt = await clearAccount(client)
      await store.change(() => honourClear(emptyState, clearedAt))
      dispatch({ type: 'cleared' })
    },
    stop: () => dispatch({ type: 'stop' }),
  }
}
