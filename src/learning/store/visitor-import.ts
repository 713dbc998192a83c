import type { ProgressRow } from '../merge/progress-merge'
import { isPresent } from '../notebook/notebook-rows'
import { emptyState, notebookOf, type StoreState } from './store-state'

/** What the reader is asked about at sign-in, by kind: each says something about a person. */
export interface WaitingRecords {
  notes: number
  bookmarks: number
  ticks: number
  follows: number
  completed: number
}

/** "Add to this account", "Keep on this device", "Discard". */
export type ImportAnswer = 'add' | 'keep' | 'discard'

/** A guide only started: its place and scroll, with no completion or "mark as unread" in it. */
const onlyStarted = (row: ProgressRow) =>
  row.completed_at === null && row.unread_at === null && row.deleted_at === null

/**
 * Splits what a signed-out reader left in this browser. Reading seconds and guides only started say
 * nothing about a person and join the account at sign-in (`quiet`); notes, bookmarks, ticks, follows
 * and completion marks may be another reader's on a shared computer and wait for the reader's answer
 * (`asked`).
 */
export function splitVisitor(visitor: StoreState): { quiet: StoreState; asked: StoreState } {
  const rows = Object.entries(visitor.progress)
  const progressWhere = (keep: (row: ProgressRow) => boolean) =>
    Object.fromEntries(rows.filter(([, row]) => keep(row)))
  return {
    quiet: { ...emptyState, progress: progressWhere(onlyStarted), ownTime: visitor.ownTime },
    asked: {
      ...emptyState,
      progress: progressWhere((row) => !onlyStarted(row)),
      notebook: notebookOf(visitor),
      keptFrom: visitor.keptFrom ?? [],
    },
  }
}

export const hasRecords = (state: StoreState) =>
  Object.keys(state.progress).length > 0 || Object.keys(state.ownTime).length > 0

/** The records a question would ask `userId` about, or null when there is nothing to ask. */
export function waitingRecords(asked: StoreState | undefined, userId: string): WaitingRecords | null {
  if (!asked || asked.keptFrom?.includes(userId)) return null
  const notebook = notebookOf(asked)
  const waiting = {
    notes: Object.values(notebook.note).filter(isPresent).length,
    bookmarks: Object.values(notebook.bookmark).filter(isPresent).length,
    ticks: Object.values(notebook.tick).filter(isPresent).length,
    follows: Object.values(notebook.follow).filter(isPresent).length,
    completed: Object.values(asked.progress).filter((row) => row.status === 'completed').length,
  }
  return Object.values(waiting).some(Boolean) ? waiting : null
}

/** "Keep on this device" is remembered for the account until it signs out here. */
export function keepFor(visitor: StoreState | undefined, userId: string, kept: boolean): StoreState {
  const state = visitor ?? emptyState
  const others = (state.keptFrom ?? []).filter((id) => id !== userId)
  return { ...state, keptFrom: kept ? [...others, userId] : others }
}
