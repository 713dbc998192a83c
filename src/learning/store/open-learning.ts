import { loadSupabaseClient } from '@/auth'
import type { NotebookKind, NotebookRows } from '../notebook/notebook-rows'
import { notebookView, sameJson, type NotebookView } from '../notebook/notebook-state'
import { localDay, type LearningProgress } from '../progress'
import { browserClientId, renewBrowserClientId } from '../sync/client-id'
import type { LearningSync, SyncView } from '../sync/sync-machine'
import { indexedDbBackend, type Backend } from './backend'
import { markEdit, readingEdit } from './edits'
import { broadcastChannel, openStore } from './learning-store'
import { migrateLocalStorage } from './local-migration'
import { onFlushAsked } from '../flush-channel'
import { memoryBackend } from './memory-backend'
import { unsentOnly, unsentRecords } from './unsent'
import {
  hasRecords,
  keepFor,
  splitVisitor,
  waitingRecords,
  type ImportAnswer,
  type WaitingRecords,
} from './visitor-import'
import {
  addSeconds,
  editNotebookRecord,
  editProgress,
  emptyState,
  notebookOf,
  takeIn,
  viewOf,
  type StoreState,
} from './store-state'

export const VISITOR = 'visitor'

export interface Reading {
  section: string | null
  scrollRatio: number
  reachedEnd: boolean
}

/** One owner's store in this tab, and the account sync when the owner is a signed-in learner. */
export interface LearningSession {
  /** The signed-in learner's id, or null for the visitor. */
  owner: string | null
  progress(): LearningProgress
  notebook(): NotebookView
  sync(): SyncView | null
  editNotebook<Kind extends NotebookKind>(kind: Kind, row: NotebookRows[Kind]): Promise<void>
  recordReading(articleId: string, reading: Reading, at: Date): Promise<void>
  markArticle(articleId: string, read: boolean, at: Date): Promise<void>
  addReadingSeconds(seconds: number, at: Date): Promise<void>
  retry(): void
  /** The signed-out reader's records waiting for "Add to this account" or the other answers. */
  importQuestion(): WaitingRecords | null
  answerImport(answer: ImportAnswer): Promise<void>
  clearAll(): Promise<void>
  /** Changes not yet in the account that a sign-out would ask about (all but reading seconds). */
  unsentChanges(): WaitingRecords | null
  /** "Wait and send": true once they are in the account, false when the account cannot be reached. */
  sendNow(): Promise<boolean>
  /** The reader's answer for the sign-out about to happen: what of the account's copy stays here. */
  keepAtSignOut(keep: 'unsent' | 'nothing'): void
  /**
   * Stops the sync. After a sign-out the account's copy goes from this browser, but for the changes
   * still to be sent (unless the reader chose to discard them), and the browser's learner id is renewed.
   */
  close(signedOut: boolean): Promise<void>
}

let shared: { backend: Backend; ready: Promise<void> } | undefined

/** One backend per tab; what earlier versions kept in localStorage moves into it on first use. */
function backendOnce() {
  if (!shared) {
    const backend = typeof indexedDB === 'undefined' ? memoryBackend() : indexedDbBackend()
    shared = { backend, ready: migrateLocalStorage(backend, browserClientId()) }
  }
  return shared
}

/**
 * `flushPending` saves what this tab's reader is still typing: another tab's sign-out asks for it,
 * so that the note is counted among the unsent changes of the account it was typed for.
 */
export async function openLearning(
  userId: string | null,
  onChange: () => void,
  flushPending: () => void = () => {},
): Promise<LearningSession> {
  const { backend, ready } = backendOnce()
  // Fetched alongside the store's opening, for the same reason as the store's own code.
  const syncModule = userId ? import('../sync/sync-machine') : null
  await ready
  const clientId = browserClientId()
  const channel = broadcastChannel()
  const store = await openStore(backend, userId ?? VISITOR, channel)
  let sync: LearningSync | null = null
  let view = viewOf(store.read())
  let notebookShown = notebookOf(store.read())
  let notebook = notebookView(notebookShown)
  const stopFlushRequests = onFlushAsked(flushPending)
  const stopListening = store.subscribe(() => {
    const state = store.read()
    view = viewOf(state, view)
    // Every change reads a fresh copy from the backend: the notebook shown stays while its rows do.
    if (!sameJson(notebookOf(state), notebookShown)) {
      notebookShown = notebookOf(state)
      notebook = notebookView(notebookShown)
    }
    onChange()
  })

  // What a signed-out reader left here: seconds and guides only started join the account at once;
  // notes, bookmarks, ticks and completions wait for the reader's answer (the shared computer).
  let question: WaitingRecords | null = null
  let stopWatchingVisitor = () => {}
  if (userId) {
    const visitor = await backend.get(VISITOR)
    if (visitor) {
      const { quiet, asked } = splitVisitor(visitor)
      if (hasRecords(quiet))
        await store.change((state) => takeIn(state, quiet, clientId, new Date().toISOString()))
      await backend.update(VISITOR, () => asked)
      channel.post(VISITOR)
      question = waitingRecords(asked, userId)
    }
    // Answered in another tab: this one stops asking.
    stopWatchingVisitor = channel.listen((owner) => {
      if (owner !== VISITOR || !question) return
      void backend.get(VISITOR).then((now) => {
        question = question && waitingRecords(now, userId)
        onChange()
      })
    })
    const client = await loadSupabaseClient()
    const { startSync } = await (syncModule ?? import('../sync/sync-machine'))
    sync = startSync(client, store, clientId, onChange)
  }

  // Another tab's sign-out asks nothing here: unsent changes stay, as with "Keep unsent changes".
  let keptAtSignOut: 'unsent' | 'nothing' = 'unsent'
  // Changes still being written: closing waits for them, so an edit flushed at sign-out is kept.
  const writing = new Set<Promise<unknown>>()
  const change = (edit: (state: StoreState) => StoreState) => {
    const written = store.change(edit)
    writing.add(written)
    void written.finally(() => writing.delete(written)).catch(() => undefined)
    return written
  }

  return {
    owner: userId,
    progress: () => view,
    notebook: () => notebook,
    editNotebook: async (kind, row) => void (await change((state) => editNotebookRecord(state, kind, row))),
    sync: () => sync?.view() ?? null,
    recordReading: async (articleId, reading, at) =>
      void (await change((state) =>
        editProgress(state, readingEdit(state.progress[articleId], articleId, reading, at)),
      )),
    markArticle: async (articleId, read, at) =>
      void (await change((state) =>
        editProgress(state, markEdit(state.progress[articleId], articleId, read, at)),
      )),
    addReadingSeconds: async (seconds, at) =>
      void (await change((state) => addSeconds(state, localDay(at), seconds, clientId, at.toISOString()))),
    retry: () => sync?.retry(),
    importQuestion: () => question,
    async answerImport(answer) {
      question = null
      onChange()
      if (answer === 'keep') {
        if (userId) await backend.update(VISITOR, (visitor) => keepFor(visitor, userId, true))
        return
      }
      const visitor = await backend.get(VISITOR)
      if (answer === 'add' && visitor)
        await store.change((state) => takeIn(state, visitor, clientId, new Date().toISOString()))
      await backend.update(VISITOR, () => emptyState)
      channel.post(VISITOR)
    },
    async clearAll() {
      await sync?.clearAll()
      await backend.update(VISITOR, () => emptyState)
      channel.post(VISITOR)
    },
    unsentChanges: () => unsentRecords(store.read()),
    sendNow: async () => (sync ? sync.flush() : true),
    keepAtSignOut(keep) {
      keptAtSignOut = keep
    },
    async close(signedOut) {
      await Promise.allSettled(writing)
      sync?.stop()
      stopListening()
      stopFlushRequests()
      stopWatchingVisitor()
      store.close()
      if (!signedOut || !userId) return
      await backend.update(VISITOR, (visitor) => keepFor(visitor, userId, false))
      renewBrowserClientId()
      const unsent = keptAtSignOut === 'unsent' && unsentRecords(store.read())
      if (unsent) await backend.update(userId, (state) => unsentOnly(state ?? store.read()))
      else await backend.remove(userId)
    },
  }
}

/** A deleted account's copy in this browser: nothing of it is kept. */
export const forgetAccount = (userId: string) => backendOnce().backend.remove(userId)
