import type { BookmarkRow, NoteRow, TickRow } from '../notebook/notebook-rows'

/**
 * The notebook's merge rule as a table. notebook-merge.test.ts runs it against mergeNotebook, and
 * notebook-trigger.db.test.ts against the database's trigger through the emulator's data API. Times
 * are in the past: the database takes a future one as its own now().
 */
const T = (minute: number) => new Date(Date.UTC(2026, 0, 10, 10, minute)).toISOString()

const note = (body: string, minute: number, deleted = false): NoteRow => ({
  article_id: 'cases/guide',
  section_id: 'section-2',
  body,
  deleted_at: deleted ? T(minute) : null,
  updated_at: T(minute),
})

export interface NotebookCase<Row> {
  name: string
  stored: Row | null
  incoming: Row
  clearedAt?: string
  /** What the account holds afterwards; null: no row. */
  expected: Row | null
}

export const noteCases: NotebookCase<NoteRow>[] = [
  {
    name: 'a first note is stored as it is',
    stored: null,
    incoming: note('first', 1),
    expected: note('first', 1),
  },
  {
    name: 'the later edit wins',
    stored: note('first', 1),
    incoming: note('second', 2),
    expected: note('second', 2),
  },
  {
    name: 'an older edit arriving late is not taken',
    stored: note('second', 2),
    incoming: note('first', 1),
    expected: note('second', 2),
  },
  {
    name: 'a tie goes to the later arrival',
    stored: note('one', 3),
    incoming: note('other', 3),
    expected: note('other', 3),
  },
  {
    name: 'an emptied note stays a tombstone against an older edit',
    stored: note('', 4, true),
    incoming: note('old text', 2),
    expected: note('', 4, true),
  },
  {
    name: 'a note written after it was emptied comes back',
    stored: note('', 4, true),
    incoming: note('again', 5),
    expected: note('again', 5),
  },
  {
    name: 'an edit from before "delete my learning data" is not taken',
    stored: null,
    incoming: note('before', 1),
    clearedAt: T(2),
    expected: null,
  },
  {
    name: 'an edit from after it is taken',
    stored: null,
    incoming: note('after', 3),
    clearedAt: T(2),
    expected: note('after', 3),
  },
]

const bookmark = (minute: number, deleted = false): BookmarkRow => ({
  article_id: 'cases/guide',
  section_id: 'section-3',
  created_at: T(1),
  deleted_at: deleted ? T(minute) : null,
  updated_at: T(minute),
})

export const bookmarkCases: NotebookCase<BookmarkRow>[] = [
  {
    name: 'a removal wins over the older save',
    stored: bookmark(1),
    incoming: bookmark(2, true),
    expected: bookmark(2, true),
  },
  {
    name: 'a save older than the removal does not bring it back',
    stored: bookmark(2, true),
    incoming: bookmark(1),
    expected: bookmark(2, true),
  },
]

const tick = (minute: number, deleted = false): TickRow => ({
  article_id: 'cases/guide',
  step_id: 'file-the-icp',
  deleted_at: deleted ? T(minute) : null,
  updated_at: T(minute),
})

export const tickCases: NotebookCase<TickRow>[] = [
  {
    name: 'unticking after the tick wins',
    stored: tick(1),
    incoming: tick(2, true),
    expected: tick(2, true),
  },
  { name: 'ticking again after unticking wins', stored: tick(2, true), incoming: tick(3), expected: tick(3) },
  {
    name: 'a tick from before "delete my learning data" is not taken',
    stored: null,
    incoming: tick(1),
    clearedAt: T(2),
    expected: null,
  },
]
