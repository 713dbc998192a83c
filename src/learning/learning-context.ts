import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'
import type { NotebookKind, NotebookRows } from './notebook/notebook-rows'
import type { NotebookView } from './notebook/notebook-state'
import { emptyProgress, type LearningProgress } from './progress'
import type { Reading, LearningSession } from './store/open-learning'
import type { ImportAnswer, WaitingRecords } from './store/visitor-import'
import type { SyncView } from './sync/sync-machine'

/**
 * The learner's records as the pages use them. The store behind it (IndexedDB, the sync) loads
 * lazily; until then, and while prerendering, the progress is empty and changes wait.
 */
export interface Learning {
  subscribe(listener: () => void): () => void
  progress(): LearningProgress
  /** Bookmarks, notes and ticks; null until the store has opened. */
  notebook(): NotebookView | null
  /**
   * `owner` (a user id, null for the visitor) is who the edit was made for: given, the edit is
   * dropped unless that owner's session is the one open.
   */
  editNotebook<Kind extends NotebookKind>(kind: Kind, row: NotebookRows[Kind], owner?: string | null): void
  /** The open session, opening it now if it is not (the sign-out question needs it). */
  whenOpen(): Promise<LearningSession>
  /** Saves what this tab's reader is still typing (a note within its save delay). */
  flushPending(): void
  /** Runs `flush` before the open session closes; returns the unsubscribe. */
  beforeSessionCloses(flush: () => void): () => void
  /** The account sync's state, or null for a visitor (or before the sync has started). */
  sync(): SyncView | null
  recordReading(articleId: string, reading: Reading, at: Date): void
  markArticle(articleId: string, read: boolean): void
  addReadingSeconds(seconds: number): void
  retrySync(): void
  /** Asks for the store to open (it opens on demand only): `now`, or once the page is idle. */
  demand(soon: Demand): void
  /** What a signed-out reader left in this browser, waiting for an answer at sign-in; else null. */
  importQuestion(): WaitingRecords | null
  answerImport(answer: ImportAnswer): void
  clearAll(): Promise<void>
  forgetAccount(userId: string): Promise<void>
}

/**
 * How soon a page needs the learning store: `now` for a reader's action (a mark, a note, a tick, a
 * sign-in or sign-out), `idle` for what a page only shows (read marks, the notebook's state) or
 * records in passing (the place reached, reading seconds). A page that needs neither (the home
 * page, a demo) never opens IndexedDB.
 */
export type Demand = 'idle' | 'now'

export const LearningContext = createContext<Learning | null>(null)

export type { LearningSession, SyncView }

const noListener = () => () => {}
const empty = () => emptyProgress
const noSync = () => null

export function useLearning(): Learning | null {
  return useContext(LearningContext)
}

/** The reader's progress: the account's when signed in, else this browser's; empty while prerendering and hydrating. */
export function useProgress({ ask = true }: { ask?: boolean } = {}): LearningProgress {
  const learning = useLearning()
  useEffect(() => void (ask && learning?.demand('idle')), [learning, ask])
  return useSyncExternalStore(learning?.subscribe ?? noListener, learning?.progress ?? empty, empty)
}

export function useSyncView(): SyncView | null {
  const learning = useLearning()
  useEffect(() => learning?.demand('idle'), [learning])
  return useSyncExternalStore(learning?.subscribe ?? noListener, learning?.sync ?? noSync, noSync)
}

const noNotebook = () => null

/**
 * The reader's notebook, or null while prerendering, hydrating and opening the store; `ask: false`
 * reads it without asking the store to open.
 */
export function useNotebook({ ask = true }: { ask?: boolean } = {}): NotebookView | null {
  const learning = useLearning()
  useEffect(() => void (ask && learning?.demand('idle')), [learning, ask])
  return useSyncExternalStore(learning?.subscribe ?? noListener, learning?.notebook ?? noNotebook, noNotebook)
}
