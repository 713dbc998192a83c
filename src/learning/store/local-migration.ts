import type { ProgressRow } from '../merge/progress-merge'
import type { Backend } from './backend'
import { addSeconds, editProgress, emptyState, type StoreState } from './store-state'

/** The keys the progress lived under in localStorage before this store. */
const VISITOR_KEY = 'learningProgress'
const ACCOUNT_PREFIX = 'learningAccount:'

interface OldArticle {
  status: 'started' | 'completed'
  lastSection: string | null
  scrollRatio: number
  completedAt: string | null
  updatedAt: string
  unread?: true
}

interface OldState {
  articles?: Record<string, OldArticle>
  days?: Record<string, number>
  otherDays?: Record<string, number>
  ownDays?: Record<string, number>
  unsent?: { articles?: string[]; days?: string[] }
}

const rowOf = (id: string, old: OldArticle): ProgressRow => ({
  article_id: id,
  status: old.status,
  last_section: old.lastSection,
  scroll_ratio: old.scrollRatio,
  completed_at: old.completedAt,
  unread_at: old.unread ? old.updatedAt : null,
  deleted_at: null,
  updated_at: old.updatedAt,
})

/**
 * An old localStorage entry as a state: every record queued (a visitor's, to move into the account
 * on sign-in; an account's unsent ones, to send). An account's records already sent stay unqueued.
 */
export function stateOf(old: OldState, clientId: string, now: string): StoreState {
  const unsent = old.unsent ? new Set([...(old.unsent.articles ?? []), ...(old.unsent.days ?? [])]) : null
  let state = emptyState
  for (const [id, article] of Object.entries(old.articles ?? {})) {
    const queued = editProgress(state, rowOf(id, article))
    state = unsent && !unsent.has(id) ? { ...queued, outbox: state.outbox } : queued
  }
  for (const [day, seconds] of Object.entries(old.days ?? old.ownDays ?? {})) {
    const queued = addSeconds(state, day, seconds, clientId, now)
    state = unsent && !unsent.has(day) ? { ...queued, outbox: state.outbox } : queued
  }
  return { ...state, otherTime: { ...(old.otherDays ?? {}) } }
}

function take(key: string): OldState | null {
  const text = localStorage.getItem(key)
  // Taken at once, so another tab migrating at the same moment does not count the seconds twice.
  localStorage.removeItem(key)
  try {
    return text ? (JSON.parse(text) as OldState) : null
  } catch {
    return null
  }
}

/** Moves what earlier versions of the site kept in localStorage into the store, once: the keys go. */
export async function migrateLocalStorage(
  backend: Backend,
  clientId: string,
  now = new Date().toISOString(),
) {
  let keys: string[]
  try {
    keys = Object.keys(localStorage).filter((key) => key === VISITOR_KEY || key.startsWith(ACCOUNT_PREFIX))
  } catch {
    // Storage blocked: there is nothing to migrate.
    return
  }
  for (const key of keys) {
    const old = take(key)
    if (!old) continue
    const owner = key === VISITOR_KEY ? 'visitor' : key.slice(ACCOUNT_PREFIX.length)
    const migrated = stateOf(old, clientId, now)
    await backend.update(owner, (state) => (state ? mergeStates(state, migrated) : migrated))
  }
}

/** A state already in the store (another tab got there first) with the migrated one merged in. */
function mergeStates(state: StoreState, migrated: StoreState): StoreState {
  let merged = state
  for (const row of Object.values(migrated.progress)) merged = editProgress(merged, row)
  return merged
}
