import { createStore, del, get, update, type UseStore } from 'idb-keyval'
import type { StoreState } from './store-state'

/**
 * Where a browser keeps its owners' states. `update` reads, changes and writes one owner's state in
 * one step, so two tabs changing it at once each see the other's change.
 */
export interface Backend {
  get(owner: string): Promise<StoreState | undefined>
  update(owner: string, change: (state: StoreState | undefined) => StoreState): Promise<void>
  remove(owner: string): Promise<void>
}

/** IndexedDB, through idb-keyval: its update() runs in one readwrite transaction. */
export function indexedDbBackend(): Backend {
  let store: UseStore | undefined
  const records = () => (store ??= createStore('learning', 'records'))
  return {
    get: (owner) => get<StoreState>(owner, records()),
    update: (owner, change) => update<StoreState>(owner, change, records()),
    remove: (owner) => del(owner, records()),
  }
}
