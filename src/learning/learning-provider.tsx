import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useAuth } from '@/auth'
import { LearningContext, type Learning, type LearningSession } from './learning-context'
import { emptyProgress } from './progress'
import { whenIdle } from '@/lib/when-idle'
import type { Demand } from './learning-context'

const loadSession = () => import('./store/open-learning')

/** The Learning the pages get: it forwards to the session of the owner signed in now, once that has loaded. */
export function createLearning(onDemand: (soon: Demand) => void = () => {}) {
  let current: LearningSession | null = null
  // Whose page an action is made on: `undefined` while the session check runs (it is the next owner's).
  let pageOwner: string | null | undefined = undefined
  let waiting: { owner: string | null | undefined; action: (session: LearningSession) => unknown }[] = []
  const listeners = new Set<() => void>()
  const flushers = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  // Before the store has opened an action waits for it, and asks for it: at once for the reader's
  // own actions, when idle for what is recorded in passing. A waiting action keeps the owner of the
  // page it was made on: a visitor's click must not land in the account that signs in before it opens.
  const withSession = (
    action: (session: LearningSession) => unknown,
    soon: Demand = 'now',
    owner: string | null | undefined = pageOwner,
  ) => {
    if (current) return action(current)
    waiting.push({ owner, action })
    onDemand(soon)
  }
  const whenOpen = () => new Promise<LearningSession>((resolve) => withSession(resolve, 'now', undefined))
  const flushHere = () => flushers.forEach((flush) => flush())
  const learning: Learning = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    progress: () => current?.progress() ?? emptyProgress,
    notebook: () => current?.notebook() ?? null,
    editNotebook: (kind, row, owner) =>
      withSession(
        (session) => (owner === undefined || owner === session.owner) && session.editNotebook(kind, row),
      ),
    beforeSessionCloses(flush) {
      flushers.add(flush)
      return () => flushers.delete(flush)
    },
    sync: () => current?.sync() ?? null,
    recordReading: (articleId, reading, at) =>
      withSession((session) => session.recordReading(articleId, reading, at), 'idle'),
    markArticle(articleId, read) {
      const at = new Date()
      withSession((session) => session.markArticle(articleId, read, at))
    },
    addReadingSeconds(seconds) {
      const at = new Date()
      withSession((session) => session.addReadingSeconds(seconds, at), 'idle')
    },
    retrySync: () => current?.retry(),
    demand: onDemand,
    whenOpen,
    flushPending: flushHere,
    importQuestion: () => current?.importQuestion() ?? null,
    answerImport: (answer) => withSession((session) => session.answerImport(answer)),
    clearAll: () =>
      new Promise<void>((done, fail) => withSession((session) => session.clearAll().then(done, fail))),
    forgetAccount: (userId) => loadSession().then((module) => module.forgetAccount(userId)),
  }

  /** Opens the owner's session; the answer closes it (`signedOut`: the learner signed out). */
  function open(userId: string | null) {
    let closed = false
    const opening = loadSession().then((module) =>
      module.openLearning(userId, () => !closed && notify(), flushHere),
    )
    opening
      .then((session) => {
        if (closed) return
        current = session
        const actions = waiting
        waiting = []
        actions
          .filter(({ owner }) => owner === undefined || owner === session.owner)
          .forEach(({ action }) => action(session))
        notify()
      })
      .catch((error: unknown) => console.error('Could not open the learning store', error))
    return (signedOut: boolean) => {
      // Pending saves reach this owner's session while it is still the current one.
      flushHere()
      closed = true
      current = null
      notify()
      void opening.then((session) => session.close(signedOut)).catch(() => undefined)
    }
  }
  const showPage = (owner: string | null | undefined) => void (pageOwner = owner)
  return { learning, open, showPage }
}

/**
 * Gives the pages the learner's records: this browser's for a visitor, the account's (kept in sync)
 * for a signed-in learner. The store and supabase-js load after hydration, never in the entry.
 */
export function LearningProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth()
  const userId = user?.id ?? null
  // How soon the store is wanted only ever grows (none, idle, now): once wanted it stays open.
  const [demand, setDemand] = useState<Demand | null>(null)
  const [{ learning, open, showPage }] = useState(() =>
    createLearning((soon) => setDemand((was) => (was === 'now' ? was : soon))),
  )
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (demand === 'idle' && !idle) whenIdle(() => setIdle(true), 2_000)
  }, [demand, idle])
  const wanted = demand === 'now' || (demand === 'idle' && idle)
  const currentUser = useRef(userId)
  // Layout effects run before the previous owner's cleanup below: it can tell a sign-out from a page leaving.
  useLayoutEffect(() => {
    currentUser.current = userId
    showPage(loading ? undefined : userId)
  }, [showPage, userId, loading])

  // The store's code starts loading as soon as anything on the page asks for the store, even when
  // the store itself is to open only when idle: a reader who goes offline right after a guide
  // hydrated still has it. A page that shows nothing the store holds fetches none of it.
  useEffect(() => void (demand && loadSession().catch(() => undefined)), [demand])
  // And the sync's, for a signed-in learner: the store may open only after the network is gone.
  useEffect(() => void (userId && import('./sync/sync-machine').catch(() => undefined)), [userId])

  useEffect(() => {
    if (loading || !wanted) return
    const close = open(userId)
    return () => close(userId !== null && currentUser.current !== userId)
  }, [open, userId, loading, wanted])
  return <LearningContext.Provider value={learning}>{children}</LearningContext.Provider>
}
