import type { SupabaseClient } from '@supabase/supabase-js'
import { clearProgress, readProgress, setAccountView, subscribeToProgress, type SyncStatus } from '../progress-store'
import { drainInto, emptyAccountState, markSent, viewOf, withServerRows } from './account-state'
import { changeAccountState, forgetAccountState, isAccountKey, loadAccountState } from './account-storage'
import { browserClientId } from './client-id'
import { AccountFullError, deleteRows, fetchAccountRows, sendArticles, sendDays } from './learning-api'

const RETRY_AFTER_MS = 30_000
/** Enough to outlast a burst of sends; the next start or retry pulls again anyway. */
const MAX_PULL_ATTEMPTS = 5

const pick = <Value>(record: Record<string, Value>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key] as Value]))

interface RunningSync {
  userId: string
  send: () => Promise<void>
}

let running: RunningSync | null = null

/**
 * Keeps a signed-in learner's progress in their account: what this browser records (and what a
 * visitor recorded before signing in) moves into the account and is sent; the account's rows come
 * back on start and on retry. Sending never blocks reading: a failed send waits and tries again.
 * Returns the stop function; `signedOut` also forgets this browser's copy once nothing is unsent.
 */
export function startLearningSync(client: SupabaseClient, userId: string): (signedOut: boolean) => void {
  const clientId = browserClientId()
  let status: SyncStatus = 'loading'
  let stopped = false
  let sending = false
  let sendAgain = false
  let sendsDone = 0
  let retryTimer: number | undefined

  const publish = () => {
    if (!stopped) setAccountView({ progress: viewOf(loadAccountState(userId)), status, retry: () => void pull() })
  }

  async function send() {
    if (sending) {
      sendAgain = true
      return
    }
    sending = true
    window.clearTimeout(retryTimer)
    try {
      do {
        sendAgain = false
        const state = loadAccountState(userId)
        const sent = { articles: pick(state.articles, state.unsent.articles), days: pick(state.ownDays, state.unsent.days) }
        if (!state.unsent.articles.length && !state.unsent.days.length) break
        const stored = await sendArticles(client, sent.articles)
        await sendDays(client, clientId, sent.days)
        await changeAccountState(userId, (current) => {
          // Counted inside the change, so a pull applying rows under the same lock sees it.
          sendsDone++
          return markSent(current, sent, stored)
        })
      } while (sendAgain && !stopped)
      // Whatever is queued was taken (or nothing was): the account has room again.
      if (status === 'full') status = 'ready'
    } catch (error) {
      if (stopped) return
      // A full account refuses every retry: the progress stays queued here until the learner
      // deletes data (or the next visit tries once more). Offline or a data API that is down
      // comes back, so that is retried.
      if (error instanceof AccountFullError) status = 'full'
      else retryTimer = window.setTimeout(() => void send(), RETRY_AFTER_MS)
    } finally {
      sending = false
      publish()
    }
  }

  async function drain() {
    const local = readProgress()
    if (!Object.keys(local.articles).length && !Object.keys(local.days).length) return
    await changeAccountState(userId, (state) => drainInto(state, local))
    clearProgress()
    publish()
    // Not awaited: a send that waits for the network must not hold back loading the account.
    void send()
  }

  /**
   * Takes the account's rows into this browser's copy, reading them again when a send finished
   * between the read and the change that applies them: they may predate it, and the sent change
   * has left the queue that would have kept it on top (a "mark as unread" would come back as read).
   * The check runs inside the change, under the lock the send's own change takes.
   */
  async function applyAccountRows() {
    for (let attempt = 1; ; attempt++) {
      const sendsBefore = sendsDone
      const rows = await fetchAccountRows(client, new Date())
      let applied = false
      await changeAccountState(userId, (state) => {
        if (sendsDone !== sendsBefore && attempt < MAX_PULL_ATTEMPTS) return state
        applied = true
        return withServerRows(state, rows.progress, rows.time, clientId)
      })
      if (applied) return
    }
  }

  async function pull() {
    status = 'loading'
    publish()
    try {
      await applyAccountRows()
      status = 'ready'
    } catch {
      status = 'error'
    }
    publish()
    await send()
  }

  const onStorage = (event: StorageEvent) => isAccountKey(event.key, userId) && publish()
  const onOnline = () => void (status === 'error' ? pull() : send())
  const stopDraining = subscribeToProgress(() => void drain())
  window.addEventListener('storage', onStorage)
  window.addEventListener('online', onOnline)
  running = { userId, send }
  publish()
  void drain().then(pull)

  return (signedOut) => {
    stopped = true
    running = null
    stopDraining()
    window.removeEventListener('storage', onStorage)
    window.removeEventListener('online', onOnline)
    window.clearTimeout(retryTimer)
    setAccountView(null)
    const { unsent } = loadAccountState(userId)
    if (signedOut && !unsent.articles.length && !unsent.days.length) forgetAccountState(userId)
  }
}

/** "Delete my learning data": the account's rows, this browser's copy and anything unsent. */
export async function deleteLearningData(client: SupabaseClient, userId: string) {
  await deleteRows(client, userId)
  await changeAccountState(userId, () => emptyAccountState)
  clearProgress()
  // Sending what is left (nothing) tells the page the account has room again.
  if (running?.userId === userId) await running.send()
}
