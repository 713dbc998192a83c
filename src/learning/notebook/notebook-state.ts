import { mergeNotebook } from '../merge/notebook-merge'
import {
  isPresent,
  NOTEBOOK_KINDS,
  notebookKey,
  type BookmarkRow,
  type FollowRow,
  type NotebookKind,
  type NotebookRows,
  type NoteRow,
  type TickRow,
} from './notebook-rows'

/** One owner's notebook in this browser, each record by kind and key (tombstones kept until sent and cleared). */
export type Notebook = { [Kind in NotebookKind]: Record<string, NotebookRows[Kind]> }

/** Rows of each kind: what a send carries, what the account answers, what a pull reads. */
export type NotebookBatch = { [Kind in NotebookKind]: NotebookRows[Kind][] }

export const emptyNotebook: Notebook = { bookmark: {}, note: {}, tick: {}, follow: {}, dismissal: {} }
export const emptyNotebookBatch = (): NotebookBatch => ({
  bookmark: [],
  note: [],
  tick: [],
  follow: [],
  dismissal: [],
})

type Pending = (kind: NotebookKind, key: string) => boolean

/** Two records (or states) hold the same values: rows are plain JSON, stored and sent as such. */
export const sameJson = (first: object | undefined, second: object | undefined) =>
  JSON.stringify(first) === JSON.stringify(second)

/** An edit merged in by the rule; null when it changed nothing (nothing to queue). */
export function editNotebook<Kind extends NotebookKind>(
  notebook: Notebook,
  kind: Kind,
  row: NotebookRows[Kind],
): { notebook: Notebook; key: string } | null {
  const key = notebookKey(kind, row)
  const records = notebook[kind] as Record<string, NotebookRows[Kind]>
  const merged = mergeNotebook(records[key] ?? null, row)
  if (!merged || sameJson(merged, records[key])) return null
  return { notebook: { ...notebook, [kind]: { ...records, [key]: merged } }, key }
}

/**
 * The account's rows merged in. A record still to be sent stays as the reader made it: the account
 * decides on it when it arrives and answers with what it kept.
 */
export function pullNotebook(notebook: Notebook, pulled: NotebookBatch, pending: Pending): Notebook {
  const next = { ...notebook }
  for (const kind of NOTEBOOK_KINDS) {
    const records: Record<string, NotebookRows[typeof kind]> = { ...notebook[kind] }
    for (const row of pulled[kind]) {
      const key = notebookKey(kind, row)
      if (pending(kind, key) && records[key]) continue
      const merged = mergeNotebook(records[key] ?? null, row)
      if (merged) records[key] = merged
    }
    Object.assign(next, { [kind]: records })
  }
  return next
}

/** After a send: each record not changed since shows as the account stored it. */
export function ackNotebook(notebook: Notebook, stored: NotebookBatch, pending: Pending): Notebook {
  const next = { ...notebook }
  for (const kind of NOTEBOOK_KINDS) {
    const records: Record<string, NotebookRows[typeof kind]> = { ...notebook[kind] }
    for (const row of stored[kind]) {
      const key = notebookKey(kind, row)
      if (!pending(kind, key)) records[key] = row
    }
    Object.assign(next, { [kind]: records })
  }
  return next
}

/** "Delete my learning data", here or elsewhere: nothing edited at or before it stays. */
export function clearNotebook(notebook: Notebook, clearedAt: string): Notebook {
  const after = (row: { updated_at: string }) => Date.parse(row.updated_at) > Date.parse(clearedAt)
  // Every kind, so that a kind added later is cleared too.
  return Object.fromEntries(
    NOTEBOOK_KINDS.map((kind) => [
      kind,
      Object.fromEntries(Object.entries(notebook[kind]).filter(([, row]) => after(row))),
    ]),
  ) as Notebook
}

/** The current value of each queued record. */
export function notebookBatch(notebook: Notebook, queued: { kind: string; key: string }[]): NotebookBatch {
  const batch = emptyNotebookBatch()
  for (const { kind, key } of queued) {
    if (!NOTEBOOK_KINDS.includes(kind as NotebookKind)) continue
    const row = notebook[kind as NotebookKind][key]
    if (row) (batch[kind as NotebookKind] as object[]).push(row)
  }
  return batch
}

/** A signed-out reader's records, as edits of the account's notebook. */
export const notebookEdits = (notebook: Notebook) =>
  NOTEBOOK_KINDS.flatMap((kind) => Object.values(notebook[kind]).map((row) => ({ kind, row })))

/** The notebook's lists the learning page and the Markdown export show. */
export type NotebookListRows = Pick<NotebookView, 'bookmarks' | 'notes' | 'ticks'>

export interface NotebookView {
  /** Newest first. */
  bookmarks: BookmarkRow[]
  notes: NoteRow[]
  ticks: TickRow[]
  /** Newest first. */
  follows: FollowRow[]
  /** When the reader last dismissed each guide's notice of changes, by article id. */
  dismissedAt: Record<string, string>
}

/** What the pages show: the records that are there. */
export function notebookView(notebook: Notebook): NotebookView {
  return {
    bookmarks: Object.values(notebook.bookmark)
      .filter(isPresent)
      .sort((first, second) => Date.parse(second.created_at) - Date.parse(first.created_at)),
    notes: Object.values(notebook.note).filter(isPresent),
    ticks: Object.values(notebook.tick).filter(isPresent),
    follows: Object.values(notebook.follow)
      .filter(isPresent)
      .sort((first, second) => Date.parse(second.created_at) - Date.parse(first.created_at)),
    dismissedAt: Object.fromEntries(
      Object.values(notebook.dismissal)
        .filter(isPresent)
        .map((row) => [row.article_id, row.updated_at]),
    ),
  }
}
