// The project's own schema: `supabase/migrations/<version>_<name>.sql`, applied in file-name order
// after the emulator's auth schema, each in a transaction, and recorded in
// supabase_migrations.schema_migrations as the Supabase CLI records them, so a restart applies only
// files it has not seen.

import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PGlite } from '@electric-sql/pglite'

/** `supabase/migrations/` at the repository root (this file lives in emulator/src/). */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

/** The Supabase CLI's migration file name pattern. */
const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/

export interface MigrationFile {
  version: string
  name: string
  path: string
}

export function migrationFiles(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file)
      return match ? [{ version: match[1] as string, name: match[2] as string, path: join(dir, file) }] : []
    })
}

/**
 * Splits a script into statements at top-level semicolons (outside quotes, comments and
 * dollar-quoted bodies), as the CLI stores them in schema_migrations.statements.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let start = 0
  let i = 0
  const push = (end: number) => {
    const statement = sql.slice(start, end).trim()
    if (statement !== '') statements.push(statement)
  }
  while (i < sql.length) {
    const rest = sql.slice(i)
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end + 1
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2)
      i = end === -1 ? sql.length : end + 2
    } else if (sql[i] === "'" || sql[i] === '"') {
      const end = sql.indexOf(sql[i] as string, i + 1)
      i = end === -1 ? sql.length : end + 1
    } else if (/^\$[A-Za-z_]?\w*\$/.test(rest)) {
      const tag = (/^\$[A-Za-z_]?\w*\$/.exec(rest) as RegExpExecArray)[0]
      const end = sql.indexOf(tag, i + tag.length)
      i = end === -1 ? sql.length : end + tag.length
    } else if (sql[i] === ';') {
      push(i)
      start = i + 1
      i += 1
    } else {
      i += 1
    }
  }
  push(sql.length)
  return statements
}

export async function applyProjectMigrations(db: PGlite, dir: string): Promise<void> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key,
      statements text[],
      name text
    );
  `)
  const applied = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const done = new Set(applied.rows.map((row) => row.version))
  for (const file of migrationFiles(dir)) {
    if (done.has(file.version)) continue
    const sql = readFileSync(file.path, 'utf8')
    await db.transaction(async (tx) => {
      try {
        await tx.exec(sql)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw new Error(`Migration ${file.version}_${file.name}.sql failed: ${message}`, { cause: error })
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [file.version, file.name, splitStatements(sql)],
      )
    })
  }
}
