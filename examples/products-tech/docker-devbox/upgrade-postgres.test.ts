// The guide's PostgreSQL 17 -> 18 upgrade, run as the guide says (bash upgrade-postgres.sh in the
// project folder) from the state a reader of the November guide has: a db-data volume written by
// postgres:17 at /var/lib/postgresql/data, holding their orders, the old file saved as compose.17.yaml
// and the new compose.yaml beside it. There is no Docker engine here: `docker` is a stand-in
// (fixtures/docker-stand-in.mjs) that keeps each named volume in a folder, runs Debian's PostgreSQL
// (one major version for both) as the postgres user, and applies the official image's volume rules.
// The reader's other path is run too: the new file with the old volume, which the 18 image refuses.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const pgBin = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .map((major) => `/usr/lib/postgresql/${major}/bin`)
      .find((dir) => existsSync(join(dir, 'initdb')))
  : undefined
const canRun = pgBin !== undefined && process.getuid?.() === 0 && existsSync('/usr/sbin/runuser')
// CI installs what it needs (.ci/run), so there a missing piece fails instead of skipping.
if (!canRun && process.env.CI)
  throw new Error('upgrade-postgres.test.ts needs root, runuser and Debian’s postgresql package')
if (!canRun)
  console.warn('upgrade-postgres.test.ts skipped: needs root, runuser and Debian’s postgresql package')

const here = import.meta.dirname
let stopAll: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await stopAll?.()
  stopAll = undefined
})

/** A reader's project folder named shop, with `docker` on PATH being the stand-in. */
function project() {
  const root = tempDir('pg-upgrade')
  chmodSync(root, 0o755)
  const state = join(root, 'docker')
  const bin = join(root, 'bin')
  const dir = join(root, 'shop')
  for (const folder of [state, bin, dir]) mkdirSync(folder)
  chmodSync(state, 0o777)
  writeFileSync(
    join(bin, 'docker'),
    `#!/bin/sh\nexec node ${join(here, 'fixtures', 'docker-stand-in.mjs')} "$@"\n`,
  )
  chmodSync(join(bin, 'docker'), 0o755)
  const env = { PATH: `${bin}:/usr/bin:/bin`, DOCKER_STAND_IN: state, PG_BIN: pgBin ?? '', LANG: 'C.UTF-8' }
  const sh = (command: string) => run('bash', ['-c', command], { cwd: dir, env, timeoutMs: 60_000 })
  stopAll = () => sh('docker compose down; docker compose -f compose.17.yaml down').catch(() => undefined)
  const orders = (file = 'compose.yaml') =>
    sh(
      `docker compose -f ${file} exec -T db psql -U app -d app -At -c 'SELECT id, amount FROM orders ORDER BY id'`,
    )
  return {
    dir,
    sh,
    orders,
    calls: () => readFileSync(join(state, 'calls.log'), 'utf8'),
    volume: (name: string) => join(state, 'volumes', `shop_${name}`),
  }
}

/** The November state: the old compose file running postgres:17 with a few orders in db-data. */
async function novemberProject() {
  const shop = project()
  copyFileSync(join(here, 'fixtures', 'compose.before-fix.yaml'), join(shop.dir, 'compose.17.yaml'))
  copyFileSync(join(here, 'compose.yaml'), join(shop.dir, 'compose.yaml'))
  expect((await shop.sh('docker compose -f compose.17.yaml up -d --wait db')).code).toBe(0)
  const made = await shop.sh(
    `docker compose -f compose.17.yaml exec -T db psql -U app -d app -c "CREATE TABLE orders (id int PRIMARY KEY, amount numeric(10,2)); INSERT INTO orders VALUES (1, 19.90), (2, 2.68);"`,
  )
  expect(made.code, made.stderr).toBe(0)
  return shop
}

describe.runIf(canRun).each(['upgrade-postgres.en.sh', 'upgrade-postgres.zh.sh'])('%s', (script) => {
  it('moves the orders from the 17 volume into an 18 one and leaves the old volume in place', async () => {
    const shop = await novemberProject()
    copyFileSync(join(here, script), join(shop.dir, 'upgrade-postgres.sh'))
    const ran = await shop.sh('bash upgrade-postgres.sh')
    expect(ran.code, ran.stderr).toBe(0)
    expect((await shop.orders()).stdout.trim().split('\n')).toEqual(['1|19.90', '2|2.68'])
    // 18's layout in the new volume; 17's files untouched in the old one.
    expect(existsSync(join(shop.volume('pgdata'), '18', 'docker', 'PG_VERSION'))).toBe(true)
    expect(existsSync(join(shop.volume('db-data'), 'PG_VERSION'))).toBe(true)
    expect(shop.calls()).not.toMatch(/down .*-v|volume rm/)
    expect(readdirSync(shop.dir).filter((name) => /^backup-\d{8}-\d{6}\.sql$/.test(name))).toHaveLength(1)
  }, 120_000)
})

describe.runIf(canRun)('the paths the review found', () => {
  it('the new file on the old volume (the tag raised, the name kept): the 18 image refuses to start', async () => {
    const shop = await novemberProject()
    await shop.sh('docker compose -f compose.17.yaml down')
    const sameVolume = readFileSync(join(here, 'compose.yaml'), 'utf8').replaceAll('pgdata', 'db-data')
    writeFileSync(join(shop.dir, 'compose.yaml'), sameVolume)
    const ran = await shop.sh('docker compose up -d --wait db')
    expect(ran.code).toBe(1)
    expect(ran.stderr).toContain('there appears to be PostgreSQL data in')
  }, 120_000)

  it('the command table’s docker compose down -v on the old file deletes the orders with the volume', async () => {
    const shop = await novemberProject()
    expect((await shop.sh('docker compose -f compose.17.yaml down -v')).code).toBe(0)
    expect(existsSync(shop.volume('db-data'))).toBe(false)
  }, 120_000)
})
