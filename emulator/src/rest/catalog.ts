// What schema `public` holds, read from pg_catalog as PostgREST's schema cache does (as the
// database owner, before the request's role is taken): a table's columns and primary key, and a
// function's arguments and result. Every identifier a request names is checked against these.

import { type Queryable } from '../db'

export interface TableInfo {
  name: string
  columns: Set<string>
  primaryKey: string[]
}

export interface FunctionInfo {
  name: string
  /** Argument names in order; the ones after `required` have defaults. */
  args: string[]
  required: number
  returnsSet: boolean
  returnsVoid: boolean
}

export async function loadTable(db: Queryable, name: string): Promise<TableInfo | null> {
  const result = await db.query<{ column: string; primary: boolean }>(
    `select a.attname as column,
            coalesce(a.attnum = any(i.indkey::int2[]), false) as primary
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by a.attnum`,
    [name],
  )
  if (result.rows.length === 0) return null
  return {
    name,
    columns: new Set(result.rows.map((row) => row.column)),
    primaryKey: result.rows.filter((row) => row.primary).map((row) => row.column),
  }
}

/** Functions in public with this name (overloads included). */
export async function loadFunctions(db: Queryable, name: string): Promise<FunctionInfo[]> {
  const result = await db.query<{
    args: string[] | null
    defaults: number
    returns_set: boolean
    returns_void: boolean
    modes: string[] | null
  }>(
    `select p.proargnames as args,
            p.pronargdefaults as defaults,
            p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::regtype as returns_void,
            p.proargmodes::text[] as modes
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  )
  return result.rows.map((row) => {
    // Only input arguments (modes i, b, v) are named in a call; OUT/TABLE columns are not.
    const inputs = (row.args ?? []).filter(
      (_, index) => !row.modes || ['i', 'b', 'v'].includes(row.modes[index] ?? 'i'),
    )
    return {
      name,
      args: inputs,
      required: inputs.length - row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    }
  })
}

/** The nearest table name, for PostgREST's "Perhaps you meant" hint. */
export async function similarTable(db: Queryable, name: string): Promise<string | null> {
  const result = await db.query<{ name: string }>(
    `select c.relname as name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
  )
  let best: { name: string; score: number } | null = null
  for (const { name: candidate } of result.rows) {
    const score = sharedPrefix(candidate, name)
    if (score >= 3 && (!best || score > best.score)) best = { name: candidate, score }
  }
  return best?.name ?? null
}

function sharedPrefix(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1
  return i
}
