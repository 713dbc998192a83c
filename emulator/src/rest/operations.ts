// The data API's operations, each in ONE transaction: read the catalog (as the owner), build the
// statement, take the request's role and claims with set_config(..., true), then run it, so
// Postgres enforces grants and Row Level Security. A PostgREST error thrown inside rolls it back.

import { type Transaction } from '@electric-sql/pglite'
import { type Db } from '../db'
import { type FunctionInfo, loadFunctions, loadTable, similarTable, type TableInfo } from './catalog'
import { RestError, notSingle, unknownTable } from './errors'
import { type Preferences, type RestQuery } from './query'
import { type RequestRole } from './role'
import {
  type Statement,
  callStatement,
  checkNames,
  countStatement,
  deleteStatement,
  insertStatement,
  readStatement,
  updateStatement,
} from './sql'

/** One table request: who asks, which table, the parsed query and preferences, one object or many. */
export interface TableRequest {
  who: RequestRole
  table: string
  query: RestQuery
  prefer: Preferences
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, answered as an object. */
  single: boolean
}

export interface Rows {
  /** The JSON text to send: an array, or one object when `single`; null for no body. */
  body: string | null
  n: number
  /** Rows matching the filters (Prefer: count=exact), else null. */
  total: number | null
}

interface Aggregated {
  body: string
  first: string | null
  n: number
}

/** The table, with every column the query names checked against it. */
async function table(tx: Transaction, name: string, query: RestQuery): Promise<TableInfo> {
  const info = await loadTable(tx, name)
  if (info) {
    checkNames(info, query)
    return info
  }
  const error = unknownTable(name)
  const similar = await similarTable(tx, name)
  if (!similar) throw error
  throw new RestError(
    error.status,
    error.code,
    error.message,
    null,
    `Perhaps you meant the table 'public.${similar}'`,
  )
}

async function becomeRole(tx: Transaction, who: RequestRole): Promise<void> {
  await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    who.role,
    JSON.stringify(who.claims),
  ])
}

async function aggregated(tx: Transaction, statement: Statement, single: boolean): Promise<Rows> {
  const result = await tx.query<Aggregated>(statement.sql, statement.params)
  const row = result.rows[0] as Aggregated
  if (single && row.n !== 1) throw notSingle(row.n)
  return { body: single ? row.first : row.body, n: row.n, total: null }
}

async function changed(
  tx: Transaction,
  statement: Statement,
  representation: boolean,
  single: boolean,
): Promise<Rows> {
  if (representation) return aggregated(tx, statement, single)
  const result = await tx.query(statement.sql, statement.params)
  const n = result.affectedRows ?? 0
  if (single && n !== 1) throw notSingle(n)
  return { body: null, n, total: null }
}

export function readRows(db: Db, { who, table: name, query, prefer, single }: TableRequest) {
  return db.transaction(async (tx) => {
    const info = await table(tx, name, query)
    const statement = readStatement(info, query)
    const counting = prefer.count ? countStatement(info, query) : null
    await becomeRole(tx, who)
    const rows = await aggregated(tx, statement, single)
    if (counting) {
      const result = await tx.query<{ n: number }>(counting.sql, counting.params)
      rows.total = result.rows[0]?.n ?? 0
    }
    return rows
  })
}

export function insertRows(
  db: Db,
  { who, table: name, query, prefer, single }: TableRequest,
  rows: Record<string, unknown>[],
) {
  return db.transaction(async (tx) => {
    const info = await table(tx, name, query)
    const statement = insertStatement(info, query, {
      rows,
      resolution: prefer.resolution,
      representation: prefer.representation,
    })
    await becomeRole(tx, who)
    return changed(tx, statement, prefer.representation, single)
  })
}

export function updateRows(
  db: Db,
  { who, table: name, query, prefer, single }: TableRequest,
  values: Record<string, unknown>,
) {
  return db.transaction(async (tx) => {
    const info = await table(tx, name, query)
    const statement = updateStatement(info, query, values, prefer.representation)
    if (!statement) return { body: prefer.representation ? '[]' : null, n: 0, total: null }
    await becomeRole(tx, who)
    return changed(tx, statement, prefer.representation, single)
  })
}

export function deleteRows(db: Db, { who, table: name, query, prefer, single }: TableRequest) {
  return db.transaction(async (tx) => {
    const info = await table(tx, name, query)
    const statement = deleteStatement(info, query, prefer.representation)
    await becomeRole(tx, who)
    return changed(tx, statement, prefer.representation, single)
  })
}

function functionNotFound(name: string, args: string[]): RestError {
  const list = [...args].sort().join(', ')
  const message = args.length
    ? `Could not find the function public.${name}(${list}) in the schema cache`
    : `Could not find the function public.${name} without parameters in the schema cache`
  const details = args.length
    ? `Searched for the function public.${name} with parameters ${list} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
    : `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
  return new RestError(404, 'PGRST202', message, details)
}

function matching(functions: FunctionInfo[], names: string[]): FunctionInfo | undefined {
  return functions.find(
    (fn) =>
      names.every((name) => fn.args.includes(name)) &&
      fn.args.slice(0, fn.required).every((name) => names.includes(name)),
  )
}

/** Calls public.<name> with named arguments; the result as JSON text, or null for void. */
export function callFunction(db: Db, who: RequestRole, name: string, args: Record<string, unknown>) {
  return db.transaction(async (tx) => {
    const fn = matching(await loadFunctions(tx, name), Object.keys(args))
    if (!fn) throw functionNotFound(name, Object.keys(args))
    const statement = callStatement(fn, args)
    await becomeRole(tx, who)
    const result = await tx.query<{ body: string | null }>(statement.sql, statement.params)
    return fn.returnsVoid ? null : (result.rows[0]?.body ?? 'null')
  })
}
