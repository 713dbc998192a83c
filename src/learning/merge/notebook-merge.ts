import type { NotebookRow } from '../notebook/notebook-rows'

const time = (iso: string) => Date.parse(iso)

/**
 * THE notebook's merge rule; the trigger of supabase/migrations/…_learning_notebook.sql enforces the
 * same, and notebook-cases.ts runs one table of cases against both. The later edit wins whole (a tie
 * goes to the later arrival); nothing edited at or before `clearedAt` is taken (the answer is then
 * what was stored, null when nothing was).
 */
export function mergeNotebook<Row extends NotebookRow>(
  stored: Row | null,
  incoming: Row,
  clearedAt: string | null = null,
): Row | null {
  if (clearedAt !== null && time(incoming.updated_at) <= time(clearedAt)) return stored
  if (stored && time(stored.updated_at) > time(incoming.updated_at)) return stored
  return incoming
}
