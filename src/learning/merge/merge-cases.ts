import type { ProgressRow, TimeRow } from './progress-merge'

/**
 * The merge rule as a table. progress-merge.test.ts runs it against mergeProgress/mergeTime, and
 * merge-trigger.db.test.ts against the database's trigger through the emulator's data API, so the
 * TypeScript rule and the trigger cannot drift apart. Times are in the past: the database clamps
 * future ones to its own clock.
 */
const T = (minute: number) => new Date(Date.UTC(2026, 0, 10, 10, minute)).toISOString()

const row = (fields: Partial<ProgressRow> & { updated_at: string }): ProgressRow => ({
  article_id: 'cases/guide',
  status: fields.completed_at ? 'completed' : 'started',
  last_section: null,
  scroll_ratio: 0,
  completed_at: null,
  unread_at: null,
  deleted_at: null,
  ...fields,
})

export interface ProgressCase {
  name: string
  stored: ProgressRow | null
  incoming: ProgressRow
  clearedAt?: string
  /** What the account holds afterwards; null: no row. */
  expected: ProgressRow | null
}

const started = row({ last_section: 'section-2', scroll_ratio: 0.4, updated_at: T(1) })
const completed = row({ last_section: 'section-5', scroll_ratio: 1, completed_at: T(2), updated_at: T(2) })
const unread = row({ last_section: 'section-5', scroll_ratio: 0, unread_at: T(4), updated_at: T(4) })

export const progressCases: ProgressCase[] = [
  { name: 'a first edit is stored as it is', stored: null, incoming: completed, expected: completed },
  {
    name: 'the later edit moves the place in the guide',
    stored: started,
    incoming: row({ last_section: 'section-3', scroll_ratio: 0.6, updated_at: T(3) }),
    expected: row({ last_section: 'section-3', scroll_ratio: 0.6, updated_at: T(3) }),
  },
  {
    name: 'an older edit arriving late leaves the place alone',
    stored: row({ last_section: 'section-3', scroll_ratio: 0.6, updated_at: T(3) }),
    incoming: started,
    expected: row({ last_section: 'section-3', scroll_ratio: 0.6, updated_at: T(3) }),
  },
  {
    name: 'a tie goes to the later arrival',
    stored: row({ last_section: 'section-3', scroll_ratio: 0.6, updated_at: T(3) }),
    incoming: row({ last_section: 'section-4', scroll_ratio: 0.8, updated_at: T(3) }),
    expected: row({ last_section: 'section-4', scroll_ratio: 0.8, updated_at: T(3) }),
  },
  {
    name: 'reading again keeps a completed guide completed',
    stored: completed,
    incoming: row({ last_section: 'section-1', scroll_ratio: 0.1, updated_at: T(3) }),
    expected: row({ last_section: 'section-1', scroll_ratio: 0.1, completed_at: T(2), updated_at: T(3) }),
  },
  {
    name: '"mark as unread" turns a completed guide back',
    stored: completed,
    incoming: unread,
    expected: unread,
  },
  {
    name: 'a completion older than the unread mark, arriving late, stays unread (an offline device)',
    stored: unread,
    incoming: row({ last_section: 'section-5', scroll_ratio: 1, completed_at: T(3), updated_at: T(3) }),
    expected: unread,
  },
  {
    name: 'a view seen the same moment as "mark as unread" leaves it unread (the mark wins a tie)',
    stored: unread,
    incoming: row({ last_section: 'section-5', scroll_ratio: 1, completed_at: T(4), updated_at: T(4) }),
    expected: row({ last_section: 'section-5', scroll_ratio: 1, unread_at: T(4), updated_at: T(4) }),
  },
  {
    name: 'a completion after the unread mark completes the guide again',
    stored: unread,
    incoming: row({ last_section: 'section-5', scroll_ratio: 1, completed_at: T(5), updated_at: T(5) }),
    expected: row({
      last_section: 'section-5',
      scroll_ratio: 1,
      completed_at: T(5),
      unread_at: T(4),
      updated_at: T(5),
    }),
  },
  {
    name: 'an unread mark arriving after a later completion leaves the guide completed',
    stored: row({ last_section: 'section-5', scroll_ratio: 1, completed_at: T(5), updated_at: T(5) }),
    incoming: unread,
    expected: row({
      last_section: 'section-5',
      scroll_ratio: 1,
      completed_at: T(5),
      unread_at: T(4),
      updated_at: T(5),
    }),
  },
  {
    name: 'a tombstone wins over older edits',
    stored: completed,
    incoming: row({ deleted_at: T(6), updated_at: T(6) }),
    expected: row({ deleted_at: T(6), updated_at: T(6) }),
  },
  {
    name: 'an edit older than the tombstone, arriving late, stays deleted',
    stored: row({ deleted_at: T(6), updated_at: T(6) }),
    incoming: completed,
    expected: row({ deleted_at: T(6), updated_at: T(6) }),
  },
  {
    name: 'an edit after the tombstone brings the guide back',
    stored: row({ deleted_at: T(6), updated_at: T(6) }),
    incoming: row({ last_section: 'section-1', scroll_ratio: 0.2, completed_at: T(7), updated_at: T(7) }),
    expected: row({
      last_section: 'section-1',
      scroll_ratio: 0.2,
      completed_at: T(7),
      deleted_at: T(6),
      updated_at: T(7),
    }),
  },
  {
    name: 'an edit from before "delete my learning data" is refused',
    stored: null,
    incoming: completed,
    clearedAt: T(5),
    expected: null,
  },
  {
    name: 'an edit after "delete my learning data" is taken',
    stored: null,
    incoming: row({ last_section: 'section-1', scroll_ratio: 0.2, updated_at: T(6) }),
    clearedAt: T(5),
    expected: row({ last_section: 'section-1', scroll_ratio: 0.2, updated_at: T(6) }),
  },
]

export interface TimeCase {
  name: string
  stored: TimeRow | null
  incoming: TimeRow
  clearedAt?: string
  expected: TimeRow | null
}

const CLIENT = '8f14e45f-ceea-467f-a0e6-0a3e6a1b1c2d'
const seconds = (count: number, minute: number): TimeRow => ({
  day: '2026-01-10',
  client_id: CLIENT,
  seconds: count,
  updated_at: T(minute),
})

export const timeCases: TimeCase[] = [
  {
    name: 'a later total replaces the day',
    stored: seconds(60, 1),
    incoming: seconds(120, 2),
    expected: seconds(120, 2),
  },
  {
    name: 'an older total arriving late is ignored',
    stored: seconds(120, 2),
    incoming: seconds(60, 1),
    expected: seconds(120, 2),
  },
  {
    name: 'a tie goes to the later arrival',
    stored: seconds(120, 2),
    incoming: seconds(90, 2),
    expected: seconds(90, 2),
  },
  {
    name: 'a total from before "delete my learning data" is refused',
    stored: null,
    incoming: seconds(60, 1),
    clearedAt: T(5),
    expected: null,
  },
  {
    name: 'a total after "delete my learning data" is taken',
    stored: null,
    incoming: seconds(30, 6),
    clearedAt: T(5),
    expected: seconds(30, 6),
  },
]
