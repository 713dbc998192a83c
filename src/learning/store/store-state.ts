import { isDeleted, mergeProgress, mergeTime, type ProgressRow, type TimeRow } from '../merge/progress-merge'
import type { NotebookKind, NotebookRows } from '../notebook/notebook-rows'
import {
  ackNotebook,
  clearNotebook,
  editNotebook,
  emptyNotebook,
  emptyNotebookBatch,
  notebookBatch,
  notebookEdits,
  pullNotebook,
  sameJson,
  type Notebook,
  type NotebookBatch,
} from '../notebook/notebook-state'
import { emptyProgress, type ArticleProgress, type LearningProgress } from '../progress'

const SECONDS_PER_DAY = 86_400

export type RecordKind = 'progress' | 'time' | NotebookKind

/** One change waiting to be sent: the record it changed (by kind and key) and when the reader made it. */
export interface OutboxEntry {
  id: string
  kind: RecordKind
  key: string
  at: string
}

/**
 * Everything one browser keeps for one owner (the visitor, or a signed-in learner): the records by
 * kind, what still has to be sent, and what the server last acknowledged.
 */
export interface StoreState {
  /** Each guide's progress, with this browser's unsent changes merged in. */
  progress: Record<string, ProgressRow>
  /** This browser's own reading time per local day. */
  ownTime: Record<string, TimeRow>
  /** Seconds other browsers recorded for the account, per local day. */
  otherTime: Record<string, number>
  outbox: OutboxEntry[]
  acked: { progress: Record<string, ProgressRow>; time: Record<string, TimeRow> }
  /** The learner's latest "delete my learning data" this browser has honoured. */
  clearedAt: string | null
  /** Guides whose latest change of the reader's the account refused: they show as it has them. */
  refused?: string[]
  /**
   * Records the database would not store at all (a 4xx answer about the record itself): kept in
   * this browser as the reader made them, out of the outbox, until the reader changes them again.
   */
  rejected?: RejectedRecord[]
  /** Bookmarks, notes and ticks; absent in a state stored before the notebook. */
  notebook?: Notebook
  /** The visitor's only: accounts that chose "Keep on this device" at sign-in, not asked again until they sign out. */
  keptFrom?: string[]
}

/** A record the database refused, by kind and key, with its error code and message. */
export interface RejectedRecord {
  kind: RecordKind
  key: string
  code: string
  message: string
}

export const emptyState: StoreState = {
  progress: {},
  ownTime: {},
  otherTime: {},
  outbox: [],
  acked: { progress: {}, time: {} },
  clearedAt: null,
  refused: [],
  rejected: [],
  notebook: emptyNotebook,
}

// A state stored before a kind existed (follows and dismissals came later) has no records of it.
export const notebookOf = (state: StoreState): Notebook => ({ ...emptyNotebook, ...state.notebook })

/** The change of one record, queued: one entry per record, the latest edit's. */
function queued(state: StoreState, kind: RecordKind, key: string, at: string): OutboxEntry[] {
  const others = state.outbox.filter((entry) => !(entry.kind === kind && entry.key === key))
  return [...others, { id: crypto.randomUUID(), kind, key, at }]
}

/** Merges an edit of a guide into the state by the merge rule, and queues it when it changed anything. */
export function editProgress(state: StoreState, edit: ProgressRow): StoreState {
  const previous = state.progress[edit.article_id]
  const merged = mergeProgress(previous ?? null, edit)
  if (!merged || sameJson(merged, previous)) return state
  return {
    ...state,
    progress: { ...state.progress, [edit.article_id]: merged },
    outbox: queued(state, 'progress', edit.article_id, edit.updated_at),
  }
}

/** Adds seconds of reading to this browser's own total for the day, and queues the new total. */
export function addSeconds(
  state: StoreState,
  day: string,
  seconds: number,
  clientId: string,
  at: string,
): StoreState {
  if (seconds <= 0) return state
  const total = Math.min(SECONDS_PER_DAY, (state.ownTime[day]?.seconds ?? 0) + Math.round(seconds))
  return {
    ...state,
    ownTime: { ...state.ownTime, [day]: { day, client_id: clientId, seconds: total, updated_at: at } },
    outbox: queued(state, 'time', day, at),
  }
}

/** Merges an edit of a bookmark, note or tick into the state by the notebook's rule, and queues it when it changed anything. */
export function editNotebookRecord<Kind extends NotebookKind>(
  state: StoreState,
  kind: Kind,
  row: NotebookRows[Kind],
): StoreState {
  const edited = editNotebook(notebookOf(state), kind, row)
  if (!edited) return state
  return { ...state, notebook: edited.notebook, outbox: queued(state, kind, edited.key, row.updated_at) }
}

/** A signed-out reader's records, moved into the account on sign-in: guides merged, seconds added once. */
export function takeIn(account: StoreState, visitor: StoreState, clientId: string, at: string): StoreState {
  let state = account
  for (const row of Object.values(visitor.progress)) state = editProgress(state, row)
  for (const { day, seconds } of Object.values(visitor.ownTime))
    state = addSeconds(state, day, seconds, clientId, at)
  for (const { kind, row } of notebookEdits(notebookOf(visitor))) state = editNotebookRecord(state, kind, row)
  return state
}

const withoutKeys = <Value>(record: Record<string, Value>, keep: (value: Value) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => keep(value)))

/** "Delete my learning data", here or on another device: nothing edited at or before it stays. */
export function honourClear(state: StoreState, clearedAt: string): StoreState {
  if (state.clearedAt && Date.parse(state.clearedAt) >= Date.parse(clearedAt)) return state
  const after = (time: string) => Date.parse(time) > Date.parse(clearedAt)
  return {
    progress: withoutKeys(state.progress, (row) => after(row.updated_at)),
    ownTime: withoutKeys(state.ownTime, (row) => after(row.updated_at)),
    otherTime: {},
    outbox: state.outbox.filter((entry) => after(entry.at)),
    acked: { progress: {}, time: {} },
    clearedAt,
    refused: [],
    rejected: [],
    notebook: clearNotebook(notebookOf(state), clearedAt),
  }
}

const pendingKeys = (state: StoreState, kind: RecordKind) =>
  new Set(state.outbox.filter((entry) => entry.kind === kind).map((entry) => entry.key))

/**
 * The account's rows, read from the server, merged into this browser's records. Merging (never
 * replacing) is what makes a read that left before a send landed harmless: the rule keeps the
 * later edit whichever arrives first.
 */
export function applyPull(
  state: StoreState,
  pulled: { progress: ProgressRow[]; time: TimeRow[]; clearedAt: string | null; notebook?: NotebookBatch },
  clientId: string,
): StoreState {
  const cleared = pulled.clearedAt ? honourClear(state, pulled.clearedAt) : state
  const pending = pendingKeys(cleared, 'progress')
  const progress = { ...cleared.progress }
  const ackedProgress = { ...cleared.acked.progress }
  for (const row of pulled.progress) {
    const local = progress[row.article_id]
    ackedProgress[row.article_id] = row
    // A change still to be sent stays as the reader made it: the account decides on it when it
    // arrives and answers with what it kept, so a refusal shows as one.
    if (pending.has(row.article_id) && local) continue
    const merged = mergeProgress(local ?? null, row)
    if (merged) progress[row.article_id] = merged
  }
  const ownTime = { ...cleared.ownTime }
  const otherTime: Record<string, number> = {}
  for (const row of pulled.time) {
    if (row.client_id !== clientId) {
      otherTime[row.day] = Math.min(SECONDS_PER_DAY, (otherTime[row.day] ?? 0) + row.seconds)
      continue
    }
    const local = ownTime[row.day]
    const merged = local ? mergeTime(row, local) : row
    if (merged) ownTime[row.day] = merged
  }
  const notebook = pullNotebook(notebookOf(cleared), pulled.notebook ?? emptyNotebookBatch(), (kind, key) =>
    pendingKeys(cleared, kind).has(key),
  )
  return {
    ...cleared,
    progress,
    ownTime,
    otherTime,
    notebook,
    acked: { ...cleared.acked, progress: ackedProgress },
  }
}

/** What one send carries: the current value of every queued record, and the entries it answers. */
export function nextBatch(state: StoreState) {
  const entries = state.outbox
  const progress = entries.flatMap((entry) =>
    entry.kind === 'progress' && state.progress[entry.key] ? [state.progress[entry.key] as ProgressRow] : [],
  )
  const time = entries.flatMap((entry) =>
    entry.kind === 'time' && state.ownTime[entry.key] ? [state.ownTime[entry.key] as TimeRow] : [],
  )
  return { entries, progress, time, notebook: notebookBatch(notebookOf(state), entries) }
}

export type Batch = ReturnType<typeof nextBatch>

/** A change of the reader's own the account did not take (a completion from before an unread mark, or anything from before a clear). */
const refusedChange = (sent: ProgressRow, stored: ProgressRow | undefined) =>
  !stored || (sent.status === 'completed' && stored.status !== 'completed')

/** What the account answered to a send: the rows as it now holds them, and the records it refused. */
export interface SendAnswer {
  progress: ProgressRow[]
  notebook?: NotebookBatch
  rejected?: RejectedRecord[]
}

const sameRecord = (first: { kind: string; key: string }) => (second: { kind: string; key: string }) =>
  first.kind === second.kind && first.key === second.key

/**
 * After a send: its entries leave the outbox, and each record not changed since shows as the
 * account stored it. The guides whose completion the account refused are kept to tell the reader,
 * until the account holds them completed after all (scrolling on does not end the message). A
 * record the database rejected stays as the reader made it and is reported until it is sent again.
 */
export function applyAck(state: StoreState, batch: Batch, answer: SendAnswer): StoreState {
  const { progress: stored, notebook: storedNotebook = emptyNotebookBatch(), rejected = [] } = answer
  const answered = new Set(batch.entries.map((entry) => entry.id))
  const outbox = state.outbox.filter((entry) => !answered.has(entry.id))
  const stillPending = pendingKeys({ ...state, outbox }, 'progress')
  const storedRows = new Map(stored.map((row) => [row.article_id, row]))
  const rejectedGuides = new Set(
    rejected.filter((record) => record.kind === 'progress').map((record) => record.key),
  )
  const progress = { ...state.progress }
  const ackedProgress = { ...state.acked.progress }
  const refused: string[] = []
  for (const sent of batch.progress) {
    const row = storedRows.get(sent.article_id)
    if (row) ackedProgress[sent.article_id] = row
    if (stillPending.has(sent.article_id) || rejectedGuides.has(sent.article_id)) continue
    if (refusedChange(sent, row)) refused.push(sent.article_id)
    if (row) progress[sent.article_id] = row
    else delete progress[sent.article_id]
  }
  const ackedTime = { ...state.acked.time }
  for (const row of batch.time) ackedTime[row.day] = row
  const completedNow = new Set(
    stored.filter((row) => row.status === 'completed').map((row) => row.article_id),
  )
  const sentNow = batch.entries.filter((entry) => !rejected.some(sameRecord(entry)))
  return {
    ...state,
    outbox,
    progress,
    notebook: ackNotebook(notebookOf(state), storedNotebook, (kind, key) =>
      pendingKeys({ ...state, outbox }, kind).has(key),
    ),
    acked: { progress: ackedProgress, time: ackedTime },
    refused: [...new Set([...(state.refused ?? []).filter((id) => !completedNow.has(id)), ...refused])],
    rejected: [
      ...(state.rejected ?? []).filter(
        (record) => !sentNow.some(sameRecord(record)) && !rejected.some(sameRecord(record)),
      ),
      ...rejected,
    ],
  }
}

export function articleOf(row: ProgressRow): ArticleProgress {
  return {
    status: row.status,
    lastSection: row.last_section,
    scrollRatio: row.scroll_ratio,
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
  }
}

/**
 * What the pages show: every guide not deleted, and every browser's seconds added up per day. The
 * parts that show the same as `shown` are `shown`'s, so the guide links that read the articles do
 * not re-render when an empty store opens or a reading minute is counted.
 */
export function viewOf(state: StoreState, shown: LearningProgress = emptyProgress): LearningProgress {
  const articles = Object.fromEntries(
    Object.values(state.progress)
      .filter((row) => !isDeleted(row))
      .map((row) => [row.article_id, articleOf(row)]),
  )
  const days = { ...state.otherTime }
  for (const { day, seconds } of Object.values(state.ownTime))
    days[day] = Math.min(SECONDS_PER_DAY, (days[day] ?? 0) + seconds)
  const view = {
    articles: sameJson(articles, shown.articles) ? shown.articles : articles,
    days: sameJson(days, shown.days) ? shown.days : days,
  }
  return view.articles === shown.articles && view.days === shown.days ? shown : view
}
