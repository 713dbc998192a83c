// PGlite (Postgres in WebAssembly) storage: one data folder per emulator, guarded by a lock file
// so two processes never open the same folder, migrated on open.

import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder'
import { DEFAULT_MIGRATIONS_DIR, applyProjectMigrations } from './project-migrations'
import { MIGRATIONS } from './schema'

export type Db = PGlite
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Pick<PGlite, 'query'> | Transaction

export const PGDATA = 'pgdata'

/** A Postgres array literal for text values (passed as a string parameter and cast in SQL). */
export function pgTextArray(values: string[]): string {
  const quoted = values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`)
  return `{${quoted.join(',')}}`
}

/** The first row a query returns, or null. */
export async function firstRow<Row>(db: Queryable, sql: string, params: unknown[] = []): Promise<Row | null> {
  const result = await db.query<Row>(sql, params)
  return result.rows[0] ?? null
}

const LOCK = 'emulator.lock'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  // A recycled PID (common in containers) belongs to something that is not Node: a stale lock.
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return /node|tsx|vitest/.test(cmdline)
  } catch {
    return true // no /proc (macOS, Windows): trust the PID
  }
}

/** Takes an exclusive lock on a data folder. Returns a release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  const path = join(dataDir, LOCK)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', PRIVATE_FILE_MODE)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let pid = Number.NaN
      try {
        pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
      } catch {
        // unreadable lock: treat as stale
      }
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
        throw new DataDirLockedError(
          `The emulator data folder ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''}. ` +
            'Stop that emulator first, or set EMULATOR_DATA_DIR to another folder.',
        )
      }
      rmSync(path, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`)
}

/** The emulator's own schema first, then the project's migrations from `migrationsDir`. */
export async function migrate(db: PGlite, migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<void> {
  await db.exec(`
    create schema if not exists emulator;
    create table if not exists emulator.schema_migrations (
      version integer primary key,
      applied_at timestamptz not null default now()
    );
  `)
  const applied = await db.query<{ version: number }>('select version from emulator.schema_migrations')
  const done = new Set(applied.rows.map((row) => row.version))
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await tx.query('insert into emulator.schema_migrations (version) values ($1)', [migration.version])
    })
  }
  await applyProjectMigrations(db, migrationsDir)
}

/**
 * Opens (creating if needed) the database in `<dataDir>/pgdata`. When the folder is new and a
 * template folder is given, the template is copied first (a fresh initdb costs seconds).
 */
export async function openDatabase(
  dataDir: string,
  templateDir?: string,
  migrationsDir?: string,
): Promise<Db> {
  const pgdata = join(dataDir, PGDATA)
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    // A new database is built beside the final folder and renamed into place when complete, so
    // an interrupted first start never leaves a half-initialised folder behind.
    const building = join(dataDir, `${PGDATA}.building`)
    rmSync(building, { recursive: true, force: true })
    if (templateDir) {
      cpSync(join(templateDir, PGDATA), building, { recursive: true })
    } else {
      await createTemplate(building, false, migrationsDir)
    }
    rmSync(pgdata, { recursive: true, force: true })
    renameSync(building, pgdata)
  }
  const db = await PGlite.create(pgdata)
  try {
    await migrate(db, migrationsDir)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/**
 * Creates a migrated database that openDatabase() can copy (the tests make one per run). With
 * `nested` (the default) the database goes into `<dir>/pgdata`, the layout `templateDir` expects.
 */
export async function createTemplate(dir: string, nested = true, migrationsDir?: string): Promise<void> {
  const target = nested ? join(dir, PGDATA) : dir
  mkdirSync(target, { recursive: true })
  const db = await PGlite.create(target)
  await migrate(db, migrationsDir)
  await db.close()
}
