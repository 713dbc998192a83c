/**
 * The notebook's records as the account stores them (rows of public.bookmarks, public.notes,
 * public.checklist_ticks, public.guide_follows and public.update_dismissals). `updated_at` is the client's time of the edit; a removal is a tombstone
 * (`deleted_at`), so an older edit arriving later cannot bring the record back.
 */
export interface NotebookRow {
  article_id: string
  deleted_at: string | null
  updated_at: string
}

/** A saved guide (`section_id` '') or one of its sections. */
export interface BookmarkRow extends NotebookRow {
  section_id: string
  created_at: string
}

/** A section's note: plain text with line breaks. */
export interface NoteRow extends NotebookRow {
  section_id: string
  body: string
}

/** A ticked step of a guide's checklist, by the step's id in the article schema. */
export interface TickRow extends NotebookRow {
  step_id: string
}

/** A guide the reader follows: its changes are listed on the learning page and in its feed. */
export interface FollowRow extends NotebookRow {
  created_at: string
}

/**
 * The reader dismissed a guide's notice of what changed since they read it; `updated_at` is when,
 * so a change dated after it shows again.
 */
export type DismissalRow = NotebookRow

export interface NotebookRows {
  bookmark: BookmarkRow
  note: NoteRow
  tick: TickRow
  follow: FollowRow
  dismissal: DismissalRow
}

export type NotebookKind = keyof NotebookRows

export const NOTEBOOK_KINDS: readonly NotebookKind[] = ['bookmark', 'note', 'tick', 'follow', 'dismissal']

/** The longest note the account takes (the notes table's check). */
export const NOTE_MAX_LENGTH = 10_000

/** A record's key in this browser: its primary key in the account, without the learner. */
export function notebookKey<Kind extends NotebookKind>(kind: Kind, row: NotebookRows[Kind]): string {
  const part =
    kind === 'tick'
      ? (row as TickRow).step_id
      : kind === 'bookmark' || kind === 'note'
        ? (row as BookmarkRow | NoteRow).section_id
        : ''
  return `${row.article_id}#${part}`
}

/** A record that is there: not removed since its last edit. */
export const isPresent = (row: NotebookRow) => row.deleted_at === null
