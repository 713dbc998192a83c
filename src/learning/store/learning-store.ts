import type { Backend } from './backend'
import { emptyState, type StoreState } from './store-state'

/** Tells the other tabs of this browser which owner's state changed. */
export interface TabChannel {
  post(owner: string): void
  listen(listener: (owner: string) => void): () => void
}

export function broadcastChannel(): TabChannel {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('learning-store')
  return {
    post: (owner) => channel?.postMessage(owner),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) => typeof event.data === 'string' && listener(event.data)
      channel?.addEventListener('message', onMessage)
      return () => channel?.removeEventListener('message', onMessage)
    },
  }
}

/** One owner's state in this tab: read at once from memory, changed through the backend, shared with the other tabs. */
export interface LearningStore {
  owner: string
  read(): StoreState
  change(change: (state: StoreState) => StoreState): Promise<StoreState>
  subscribe(listener: () => void): () => void
  close(): void
}

export async function openStore(
  backend: Backend,
  owner: string,
  channel: TabChannel,
): Promise<LearningStore> {
  let state = (await backend.get(owner)) ?? emptyState
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const reload = async () => {
    state = (await backend.get(owner)) ?? emptyState
    notify()
  }
  const stopListening = channel.listen((changed) => void (changed === owner && reload()))
  return {
    owner,
    read: () => state,
    async change(change) {
      let next = state
      await backend.update(owner, (stored) => (next = change(stored ?? emptyState)))
      if (next !== state) {
        state = next
        channel.post(owner)
        notify()
      }
      return next
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => {
      stopListening()
      listeners.clear()
    },
  }
}
