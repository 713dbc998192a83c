import { laterOf, mergeArticles, type ArticleProgress, type LearningProgress } from '../progress'

const SECONDS_PER_DAY = 86_400

/**
 * A signed-in learner's progress as this browser knows it: the account's records with this
 * browser's unsent changes applied, and what still has to be sent.
 */
export interface AccountState {
  articles: Record<string, ArticleProgress>
  /** Seconds other browsers recorded for the account, per local day. */
  otherDays: Record<string, number>
  /** This browser's own seconds per day: absolute, so sending them twice counts nothing twice. */
  ownDays: Record<string, number>
  unsent: { articles: string[]; days: string[] }
}

export const emptyAccountState: AccountState = { articles: {}, otherDays: {}, ownDays: {}, unsent: { articles: [], days: [] } }

const withItem = (list: string[], item: string) => (list.includes(item) ? list : [...list, item])

/**
 * Moves what this browser recorded (a visitor's progress on sign-in, or a learner's latest reading)
 * into the account: newer or completed records win, seconds are added once, and each change is
 * queued to be sent.
 */
export function drainInto(state: AccountState, local: LearningProgress): AccountState {
  let { articles, ownDays, unsent } = state
  for (const [id, record] of Object.entries(local.articles)) {
    const winner = laterOf(articles[id], record)
    if (winner === articles[id]) continue
    articles = { ...articles, [id]: record }
    unsent = { ...unsent, articles: withItem(unsent.articles, id) }
  }
  for (const [day, seconds] of Object.entries(local.days)) {
    if (seconds <= 0) continue
    ownDays = { ...ownDays, [day]: Math.min(SECONDS_PER_DAY, (ownDays[day] ?? 0) + seconds) }
    unsent = { ...unsent, days: withItem(unsent.days, day) }
  }
  return { ...state, articles, ownDays, unsent }
}

/** What the pages show: the account's records and every browser's seconds added up per day. */
export function viewOf(state: AccountState): LearningProgress {
  const days = { ...state.otherDays }
  for (const [day, seconds] of Object.entries(state.ownDays)) days[day] = Math.min(SECONDS_PER_DAY, (days[day] ?? 0) + seconds)
  return { articles: state.articles, days }
}

export interface ProgressRow {
  article_id: string
  status: 'started' | 'completed'
  last_section: string | null
  scroll_ratio: number
  completed_at: string | null
  updated_at: string
  /** Sent with the reader's "mark as unread" only; the account keeps the latest mark. */
  unread_at?: string | null
}

export interface TimeRow {
  day: string
  client_id: string
  seconds: number
}

export function recordFromRow(row: ProgressRow): ArticleProgress {
  return {
    status: row.status,
    lastSection: row.last_section,
    scrollRatio: row.scroll_ratio,
    completedAt: row.completed_at,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export function rowFromRecord(articleId: string, record: ArticleProgress): ProgressRow {
  return {
    article_id: articleId,
    status: record.status,
    last_section: record.lastSection,
    scroll_ratio: record.scrollRatio,
    completed_at: record.completedAt,
    updated_at: record.updatedAt,
    unread_at: record.unread ? record.updatedAt : null,
  }
}

/**
 * The account as the server has it, with this browser's unsent changes kept on top. A record
 * another device removed ("delete my learning data" there) goes unless this browser still has to
 * send it.
 */
export function withServerRows(state: AccountState, progress: ProgressRow[], time: TimeRow[], clientId: string): AccountState {
  const server = Object.fromEntries(progress.map((row) => [row.article_id, recordFromRow(row)]))
  const pending = Object.fromEntries(state.unsent.articles.flatMap((id) => (state.articles[id] ? [[id, state.articles[id]]] : [])))
  const otherDays: Record<string, number> = {}
  const ownDays = { ...state.ownDays }
  for (const row of time) {
    if (row.client_id === clientId) ownDays[row.day] = Math.max(ownDays[row.day] ?? 0, row.seconds)
    else otherDays[row.day] = (otherDays[row.day] ?? 0) + row.seconds
  }
  return { ...state, articles: mergeArticles(server, pending), otherDays, ownDays }
}

const sameRecord = (first: ArticleProgress | undefined, second: ArticleProgress | undefined) =>
  first?.status === second?.status &&
  first?.updatedAt === second?.updatedAt &&
  first?.lastSection === second?.lastSection &&
  first?.unread === second?.unread

/**
 * After a send succeeded: the sent items leave the queue, a sent "unread" is done with, and each
 * guide shows what the account kept (`stored`: the database refuses a completion dated before a
 * "mark as unread" made elsewhere). An item that changed while it was on its way stays queued and
 * shown as it is (state is re-read from storage, so compare values).
 */
export function markSent(
  state: AccountState,
  sent: { articles: Record<string, ArticleProgress>; days: Record<string, number> },
  stored: ProgressRow[],
): AccountState {
  const articles = { ...state.articles }
  const storedRows = new Map(stored.map((row) => [row.article_id, row]))
  for (const [id, record] of Object.entries(sent.articles)) {
    if (!sameRecord(articles[id], record)) continue
    const row = storedRows.get(id)
    const { unread: _done, ...withoutMark } = record
    articles[id] = row ? recordFromRow(row) : withoutMark
  }
  return {
    ...state,
    articles,
    unsent: {
      articles: state.unsent.articles.filter((id) => !(id in sent.articles && sameRecord(state.articles[id], sent.articles[id]))),
      days: state.unsent.days.filter((day) => !(day in sent.days && state.ownDays[day] === sent.days[day])),
    },
  }
}
