// The project's migrations: recorded as the Supabase CLI records them, applied once, new files
// applied on the next start (EMULATOR_MIGRATIONS_DIR), and their functions callable through
// /rest/v1/rpc under the caller's role.

import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_MIGRATIONS_DIR } from '../src/project-migrations'
import { type RunningEmulator, startEmulator } from '../src/server'
import { client, uniqueEmail, adminClient } from './helpers'

const FUNCTIONS = `
create function public.add_numbers(a integer, b integer default 1) returns integer
language sql immutable as $$ select a + b $$;

create function public.my_days() returns setof public.reading_time
language sql stable as $$ select * from public.reading_time order by day $$;

create function public.whoami() returns json
language sql stable as $$ select json_build_object('uid', auth.uid(), 'role', auth.role(), 'user', current_user) $$;

-- A semicolon inside a body; and a void function.
create function public.forget_my_time() returns void
language sql as $$ delete from public.reading_time where user_id = auth.uid(); $$;

create function public.admin_only() returns integer language sql as $$ select 1 $$;
revoke execute on function public.admin_only() from public, anon, authenticated;
`

const dataDir = mkdtempSync(join(tmpdir(), 'emulator-migrations-'))
const migrationsDir = mkdtempSync(join(tmpdir(), 'emulator-migrations-src-'))
let emu: RunningEmulator

function start() {
  return startEmulator({
    dataDir,
    templateDir: inject('emulatorTemplate'),
    apiPort: 0,
    mailPort: 0,
    env: { EMULATOR_MIGRATIONS_DIR: migrationsDir, EMULATOR_BCRYPT_COST: '4' },
    config: { mailerAutoconfirm: true },
    log: () => {},
  })
}

async function applied() {
  const result = await emu.db.query<{ version: string; name: string; statements: string[] }>(
    'select version, name, statements from supabase_migrations.schema_migrations order by version',
  )
  return result.rows
}

beforeAll(async () => {
  for (const file of readdirSync(DEFAULT_MIGRATIONS_DIR))
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, file), join(migrationsDir, file))
  writeFileSync(join(migrationsDir, '20990101000000_test_functions.sql'), FUNCTIONS)
  writeFileSync(join(migrationsDir, 'README.md'), 'not a migration')
  emu = await start()
})
afterAll(async () => {
  await emu.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(migrationsDir, { recursive: true, force: true })
})

describe('migrations', () => {
  it('records each file once, with its statements, and applies only new files after a restart', async () => {
    // The repo's own migrations, in file-name order, then the test's.
    const repoFiles = readdirSync(DEFAULT_MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort()
    const repo = repoFiles.map((file) => [file.slice(0, 14), file.slice(15, -4)])
    const first = await applied()
    expect(repo[0]).toEqual(['20261124120000', 'learning_progress'])
    expect(first.map((row) => [row.version, row.name])).toEqual([
      ...repo,
      ['20990101000000', 'test_functions'],
    ])
    expect(first.at(-1)?.statements).toHaveLength(6)
    expect(first.at(-1)?.statements[3]).toContain('where user_id = auth.uid(); $$')

    await emu.stop()
    emu = await start()
    expect(await applied()).toHaveLength(repo.length + 1)

    writeFileSync(
      join(migrationsDir, '20990102000000_more.sql'),
      'create function public.answer() returns integer language sql as $$ select 42 $$;',
    )
    await emu.stop()
    emu = await start()
    expect((await applied()).map((row) => row.version)).toEqual([
      ...repo.map(([version]) => version),
      '20990101000000',
      '20990102000000',
    ])
    const answer = await client(emu).rpc('answer')
    expect(answer.data).toBe(42)
  })

  it('a broken file stops the start with its name and leaves nothing half-applied', async () => {
    writeFileSync(
      join(migrationsDir, '20990103000000_broken.sql'),
      'create table public.half (id int); select nonsense(;',
    )
    await emu.stop()
    await expect(start()).rejects.toThrow(/20990103000000_broken\.sql failed/)
    rmSync(join(migrationsDir, '20990103000000_broken.sql'))
    emu = await start()
    const half = await emu.db.query(`select to_regclass('public.half') as t`)
    expect(half.rows).toEqual([{ t: null }])
  })
})

describe('rpc', () => {
  it('calls functions with named arguments under the caller role', async () => {
    const anon = client(emu)
    expect((await anon.rpc('add_numbers', { a: 2, b: 3 })).data).toBe(5)
    expect((await anon.rpc('add_numbers', { a: 2 })).data).toBe(3)

    const user = client(emu)
    const { data } = await user.auth.signUp({ email: uniqueEmail('rpc'), password: 'secret-password' })
    const who = await user.rpc('whoami')
    expect(who.data).toEqual({ uid: data.user?.id, role: 'authenticated', user: 'authenticated' })

    await user
      .from('reading_time')
      .insert({ day: '2026-11-23', client_id: '0b7b6a0e-3f43-4b8e-9c55-0f6f3c1a0c11', seconds: 5 })
    const days = await user.rpc('my_days')
    expect(days.data).toMatchObject([{ day: '2026-11-23', seconds: 5 }])
    const forget = await user.rpc('forget_my_time')
    expect(forget.status).toBe(204)
    expect((await user.from('reading_time').select('*')).data).toEqual([])
  })

  it('refuses a function the role may not execute, and an unknown one', async () => {
    const user = client(emu)
    await user.auth.signUp({ email: uniqueEmail('rpc'), password: 'secret-password' })
    const refused = await user.rpc('admin_only')
    expect(refused.status).toBe(403)
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function admin_only',
    })
    expect((await adminClient(emu).rpc('admin_only')).data).toBe(1)

    const unknown = await user.rpc('add_numbers', { c: 1 })
    expect(unknown.status).toBe(404)
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbers(c) in the schema cache',
    })
    const missing = await user.rpc('nope')
    expect(missing.error?.message).toBe(
      'Could not find the function public.nope without parameters in the schema cache',
    )
  })
})
