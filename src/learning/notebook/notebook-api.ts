import type { SupabaseClient } from '@supabase/supabase-js'
import type { RejectedRecord } from '../store/store-state'
import { failOn, sendRows } from '../sync/learning-api'
import { NOTEBOOK_KINDS, notebookKey, type NotebookKind, type NotebookRows } from './notebook-rows'
import { emptyNotebookBatch, type NotebookBatch } from './notebook-state'

// The tables of supabase/migrations/20261128000000_learning_notebook.sql and
// 20261204000000_guide_follows.sql; Row Level Security gives each learner their own rows only.
const TABLES: Record<NotebookKind, { table: string; columns: string; onConflict: string }> = {
  bookmark: {
    table: 'bookmarks',
    columns: 'article_id,section_id,created_at,deleted_at,updated_at',
    onConflict: 'user_id,article_id,section_id',
  },
  note: {
    table: 'notes',
    columns: 'article_id,section_id,body,deleted_at,updated_at',
    onConflict: 'user_id,article_id,section_id',
  },
  tick: {
    table: 'checklist_ticks',
    columns: 'article_id,step_id,deleted_at,updated_at',
    onConflict: 'user_id,article_id,step_id',
  },
  follow: {
    table: 'guide_follows',
    columns: 'article_id,created_at,deleted_at,updated_at',
    onConflict: 'user_id,article_id',
  },
  dismissal: {
    table: 'update_dismissals',
    columns: 'article_id,deleted_at,updated_at',
    onConflict: 'user_id,article_id',
  },
}

/** Every notebook record the account holds, tombstones included (they stop an older edit here). */
export async function fetchNotebook(client: SupabaseClient): Promise<NotebookBatch> {
  const answers = await Promise.all(
    NOTEBOOK_KINDS.map((kind) => client.from(TABLES[kind].table).select(TABLES[kind].columns)),
  )
  const batch = emptyNotebookBatch()
  answers.forEach((answer, index) => {
    failOn(answer.error)
    Object.assign(batch, { [NOTEBOOK_KINDS[index] as NotebookKind]: answer.data ?? [] })
  })
  return batch
}

/**
 * One upsert per kind with changes (row by row once one is refused); the answer is the rows as the
 * account now holds them (the trigger merges) and the records it refused.
 */
export async function sendNotebook(
  client: SupabaseClient,
  batch: NotebookBatch,
): Promise<{ stored: NotebookBatch; rejected: RejectedRecord[] }> {
  const stored = emptyNotebookBatch()
  const rejected: RejectedRecord[] = []
  for (const kind of NOTEBOOK_KINDS) {
    const { table, columns, onConflict } = TABLES[kind]
    const rows: NotebookRows[typeof kind][] = batch[kind]
    const sent = await sendRows(rows, (part) =>
      client.from(table).upsert(part, { onConflict }).select(columns),
    )
    Object.assign(stored, { [kind]: sent.stored })
    for (const { row, refusal } of sent.refused)
      rejected.push({ kind, key: notebookKey(kind, row), ...refusal })
  }
  return { stored, rejected }
}

/** The notebook's tables as stored, for "export my learning data". */
export async function exportNotebook(client: SupabaseClient) {
  const [bookmarks, notes, ticks, follows, dismissals] = await Promise.all([
    client.from('bookmarks').select('*').is('deleted_at', null).order('created_at', { ascending: false }),
    client.from('notes').select('*').is('deleted_at', null).order('article_id').order('section_id'),
    client.from('checklist_ticks').select('*').is('deleted_at', null).order('article_id').order('step_id'),
    client.from('guide_follows').select('*').is('deleted_at', null).order('created_at', { ascending: false }),
    client.from('update_dismissals').select('*').is('deleted_at', null).order('article_id'),
  ])
  failOn(bookmarks.error)
  failOn(notes.error)
  failOn(ticks.error)
  failOn(follows.error)
  failOn(dismissals.error)
  return {
    bookmarks: bookmarks.data ?? [],
    notes: notes.data ?? [],
    checklist_ticks: ticks.data ?? [],
    guide_follows: follows.data ?? [],
    update_dismissals: dismissals.data ?? [],
  }
}
