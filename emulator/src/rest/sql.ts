// SQL for one data API request. Every identifier has been checked against the catalog and is
// quoted; every value is a bind parameter. JSON is built in SQL (json_agg), so values come out as
// PostgREST sends them (a date as "2026-11-23").

import { type FunctionInfo, type TableInfo } from './catalog'
import { unknownBodyColumn, unknownColumn } from './errors'
import { type Filter, type RestQuery, type SelectItem } from './query'

export interface Statement {
  sql: string
  params: unknown[]
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) throw unknownColumn(table.name, name)
  return quote(name)
}

function condition(table: TableInfo, filter: Filter, params: unknown[]): string {
  const target = column(table, filter.column)
  const bind = (value: string) => {
    params.push(value)
    return `$${params.length}`
  }
  let expression: string
  if (filter.op === 'in') {
    const values = filter.value as string[]
    expression = values.length === 0 ? 'false' : `${target} in (${values.map(bind).join(', ')})`
  } else if (filter.op === 'is') {
    expression = `${target} is ${filter.value === 'not_null' ? 'not null' : (filter.value as string)}`
  } else {
    const value = filter.value as string
    const pattern = filter.op === 'like' || filter.op === 'ilike' ? value.replace(/\*/g, '%') : value
    expression = `${target} ${COMPARISONS[filter.op]} ${bind(pattern)}`
  }
  return filter.negate ? `not (${expression})` : expression
}

/**
 * Every column the query names must exist, whatever the method uses: a filter on POST or an order
 * on DELETE naming no column is a mistake to report, not to ignore.
 */
export function checkNames(table: TableInfo, query: RestQuery): void {
  const named = [
    ...query.filters.map((filter) => filter.column),
    ...query.order.map((term) => term.column),
    ...(query.select ?? []).map((item) => item.column),
    ...(query.onConflict ?? []),
  ]
  for (const name of named) column(table, name)
}

export function whereClause(table: TableInfo, query: RestQuery, params: unknown[]): string {
  const conditions = query.filters.map((filter) => condition(table, filter, params))
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`
}

function selectList(table: TableInfo, select: SelectItem[] | null): string {
  if (select === null) return '*'
  return select.map((item) => `${column(table, item.column)} as ${quote(item.alias)}`).join(', ')
}

/** Aggregates the rows of `source` into `body` (a JSON array), `first` (its first element) and `n`. */
function aggregate(source: string, table: TableInfo, select: SelectItem[] | null): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as n
    from (select ${selectList(table, select)} from ${source}) _r`
}

const target = (table: TableInfo) => `public.${quote(table.name)}`

export function readStatement(table: TableInfo, query: RestQuery): Statement {
  const params: unknown[] = []
  const where = whereClause(table, query, params)
  const order = query.order
    .map((term) => {
      const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
      return `${column(table, term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`
    })
    .join(', ')
  let source = `${target(table)}${where}${order ? ` order by ${order}` : ''}`
  if (query.limit !== null) {
    params.push(query.limit)
    source += ` limit $${params.length}`
  }
  if (query.offset > 0) {
    params.push(query.offset)
    source += ` offset $${params.length}`
  }
  return { sql: aggregate(`(select * from ${source}) _s`, table, query.select), params }
}

export function countStatement(table: TableInfo, query: RestQuery): Statement {
  const params: unknown[] = []
  return {
    sql: `select count(*)::int as n from ${target(table)}${whereClause(table, query, params)}`,
    params,
  }
}

/** Wraps a data-changing statement: with the rows it returns as JSON, or alone. */
function returning(statement: string, table: TableInfo, query: RestQuery, representation: boolean): string {
  if (!representation) return statement
  return `with _changed as (${statement} returning *) ${aggregate('_changed', table, query.select)}`
}

function bodyColumns(table: TableInfo, names: string[]): string[] {
  for (const name of names) if (!table.columns.has(name)) throw unknownBodyColumn(table.name, name)
  return names
}

export interface InsertOptions {
  rows: Record<string, unknown>[]
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  representation: boolean
}

export function insertStatement(table: TableInfo, query: RestQuery, options: InsertOptions): Statement {
  const names = bodyColumns(
    table,
    query.columns ?? [...new Set(options.rows.flatMap((row) => Object.keys(row)))],
  )
  if (names.length === 0) {
    return {
      sql: returning(`insert into ${target(table)} default values`, table, query, options.representation),
      params: [],
    }
  }
  const list = names.map(quote).join(', ')
  let statement = `insert into ${target(table)} (${list})
    select ${list} from json_populate_recordset(null::${target(table)}, $1::json)`
  if (options.resolution) {
    const conflict = query.onConflict ?? table.primaryKey
    const keys = conflict.map((name) => column(table, name)).join(', ')
    statement +=
      options.resolution === 'ignore-duplicates'
        ? ` on conflict (${keys}) do nothing`
        : ` on conflict (${keys}) do update set ${names.map((name) => `${quote(name)} = excluded.${quote(name)}`).join(', ')}`
  }
  return {
    sql: returning(statement, table, query, options.representation),
    params: [JSON.stringify(options.rows)],
  }
}

export function updateStatement(
  table: TableInfo,
  query: RestQuery,
  values: Record<string, unknown>,
  representation: boolean,
): Statement | null {
  const names = bodyColumns(table, query.columns ?? Object.keys(values))
  if (names.length === 0) return null
  const params: unknown[] = [JSON.stringify(values)]
  const record = `json_populate_record(null::${target(table)}, $1::json)`
  const assignments = names
    .map((name) => `${quote(name)} = (select ${quote(name)} from ${record})`)
    .join(', ')
  const statement = `update ${target(table)} set ${assignments}${whereClause(table, query, params)}`
  return { sql: returning(statement, table, query, representation), params }
}

export function deleteStatement(table: TableInfo, query: RestQuery, representation: boolean): Statement {
  const params: unknown[] = []
  const statement = `delete from ${target(table)}${whereClause(table, query, params)}`
  return { sql: returning(statement, table, query, representation), params }
}

/** A call with named arguments; the result as JSON text in `body` (none for a void function). */
export function callStatement(fn: FunctionInfo, args: Record<string, unknown>): Statement {
  const params: unknown[] = []
  const named = Object.entries(args).map(([name, value]) => {
    params.push(value === null || typeof value === 'string' ? value : JSON.stringify(value))
    return `${quote(name)} => $${params.length}`
  })
  const call = `public.${quote(fn.name)}(${named.join(', ')})`
  if (fn.returnsVoid) return { sql: `select ${call}`, params }
  if (fn.returnsSet)
    return { sql: `select coalesce(json_agg(_r), '[]')::text as body from ${call} _r`, params }
  return { sql: `select to_json(_r)::text as body from ${call} _r`, params }
}
