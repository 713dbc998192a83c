import type { Backend } from './backend'
import type { StoreState } from './store-state'

/**
 * The store's backend in memory, where there is no IndexedDB (jsdom, a browser that blocks it):
 * the reading of this visit still counts. One instance shared by two stores is one browser's two
 * tabs. Values are copied in and out, as IndexedDB clones them.
 */
export function memoryBackend(): Backend {
  const states = new Map<string, string>()
  const read = (owner: string) => {
    const text = states.get(owner)
    return text ? (JSON.parse(text) as StoreState) : undefined
  }
  return {
    get: async (owner) => read(owner),
    update: async (owner, change) => void states.set(owner, JSON.stringify(change(read(owner)))),
    remove: async (owner) => void states.delete(owner),
  }
}
