import { NOTEBOOK_KINDS, type NotebookKind } from '../notebook/notebook-rows'
import type { Notebook } from '../notebook/notebook-state'
import { emptyState, notebookOf, type OutboxEntry, type StoreState } from './store-state'
import type { WaitingRecords } from './visitor-import'

// A dismissed notice is not asked about: losing it only shows the guide's changes again.
const kindCount = {
  note: 'notes',
  bookmark: 'bookmarks',
  tick: 'ticks',
  follow: 'follows',
  dismissal: null,
} as const

/** Changes a sign-out would lose that say something about the reader: all but reading seconds. */
const personal = (entry: OutboxEntry) => entry.kind !== 'time'

/** What has not reached the account, by kind, for the sign-out question; null when nothing has to be asked. */
export function unsentRecords(state: StoreState): WaitingRecords | null {
  const unsent = { notes: 0, bookmarks: 0, ticks: 0, follows: 0, completed: 0 }
  for (const entry of state.outbox.filter(personal)) {
    if (entry.kind === 'progress')
      unsent.completed += state.progress[entry.key]?.status === 'completed' ? 1 : 0
    else {
      const counted = kindCount[entry.kind as NotebookKind]
      if (counted) unsent[counted] += 1
    }
  }
  return Object.values(unsent).some(Boolean) ? unsent : null
}

/**
 * "Keep unsent changes on this device": the account's copy shrinks to the records still to be sent
 * (and those the account refused), never the synced ones. They are sent at the next sign-in here.
 */
export function unsentOnly(state: StoreState): StoreState {
  const waiting = state.outbox.filter(personal)
  const rejected = state.rejected ?? []
  const keeps = (kind: string, key: string) =>
    waiting.some((entry) => entry.kind === kind && entry.key === key) ||
    rejected.some((record) => record.kind === kind && record.key === key)
  const pick = <Row>(kind: string, records: Record<string, Row>) =>
    Object.fromEntries(Object.entries(records).filter(([key]) => keeps(kind, key)))
  const notebook = notebookOf(state)
  return {
    ...emptyState,
    progress: pick('progress', state.progress),
    notebook: Object.fromEntries(
      NOTEBOOK_KINDS.map((kind) => [kind, pick(kind, notebook[kind])]),
    ) as Notebook,
    outbox: waiting,
    rejected,
    clearedAt: state.clearedAt,
  }
}
