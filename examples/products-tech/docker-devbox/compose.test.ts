// The guide's compose file, parsed with the yaml package and held to what the guide says it does:
// the app reaches the database by its service name with the database's own credentials, starts only
// once the database's health check passes, and keeps the data in a named volume that outlives the
// container, mounted where the official postgres image keeps it. Checked, not run: there is no Docker
// here. From PostgreSQL 18 on, the official image keeps its data under /var/lib/postgresql (PGDATA
// /var/lib/postgresql/18/docker) and refuses to start when something is mounted at the old
// /var/lib/postgresql/data (docker-library/postgres, the 18 Dockerfile and docker-entrypoint.sh). The
// file the review read used postgres:17 with that old path, so a reader who raised its tag to the
// current major got a database that does not start. The volume has a new name (pgdata), so the old
// db-data volume of a 17 reader is never mounted by the 18 file; upgrade-postgres.sh moves the data.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'

interface Service {
  build?: string | { context: string; args?: Record<string, string> }
  image?: string
  ports?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  volumes?: string[]
}

interface Compose {
  services: Record<string, Service>
  volumes?: Record<string, unknown>
}
const read = (file: string) => parseDocument(readFileSync(join(import.meta.dirname, file), 'utf8'))
const document = read('compose.yaml')
const compose = document.toJS() as Compose
const { app = {}, db = {} } = compose.services

/** Where the official postgres image of a given major keeps its data (its VOLUME). */
const dataDirOf = (major: number) => (major >= 18 ? '/var/lib/postgresql' : '/var/lib/postgresql/data')
const majorOf = (image = '') => Number(image.split(':')[1])
/** Whether a compose file's db starts: its named volume mounted where its image keeps the data. */
const dbStarts = (file: Compose, image = file.services.db?.image) =>
  (file.services.db?.volumes ?? []).some((volume) => volume.split(':')[1] === dataDirOf(majorOf(image)))

describe('compose.yaml', () => {
  it('parses, with an app built here and a database from a pinned official image', () => {
    expect(document.errors).toEqual([])
    expect(Object.keys(compose.services)).toEqual(['app', 'db'])
    expect(app.build).toMatchObject({ context: '.' })
    expect(db.image).toMatch(/^postgres:\d+$/)
    // PostgreSQL 18, the newest major with a year of fixes behind it in December 2026.
    expect(majorOf(db.image)).toBeGreaterThanOrEqual(18)
    expect(app.ports).toEqual(['3000:3000'])
  })

  it('points the app at the database by its service name, with the database’s own credentials', () => {
    const { POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB } = db.environment ?? {}
    expect(app.environment?.DATABASE_URL).toBe(
      `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@db:5432/${POSTGRES_DB}`,
    )
  })

  it('starts the app only once the database’s health check passes', () => {
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } })
    expect(db.healthcheck?.test).toEqual([
      'CMD-SHELL',
      `pg_isready -U ${db.environment?.POSTGRES_USER} -d ${db.environment?.POSTGRES_DB} -h 127.0.0.1`,
    ])
  })

  it('checks readiness over TCP, which the image’s socket-only set-up server does not answer', () => {
    // docker-entrypoint.sh runs its first-start server with listen_addresses='': a check on the Unix
    // socket (the reviewed file's plain pg_isready) passes then, before the app can connect on 5432.
    const over = (file: Compose) => file.services.db?.healthcheck?.test[1] ?? ''
    expect(over(compose)).toMatch(/ -h 127\.0\.0\.1\b/)
    const before = read('fixtures/compose.before-fix.yaml').toJS() as Compose
    expect(over(before)).not.toMatch(/ -h /)
  })

  it('passes NPM_REGISTRY to the build, the public registry unless the reader sets another', () => {
    expect(app.build).toEqual({
      context: '.',
      args: { NPM_REGISTRY: '${NPM_REGISTRY:-https://registry.npmjs.org/}' },
    })
  })

  it('keeps the data in a named volume, which `docker compose down` leaves in place', () => {
    expect(db.volumes).toEqual(['pgdata:/var/lib/postgresql'])
    expect(Object.keys(compose.volumes ?? {})).toEqual(['pgdata'])
  })

  it('mounts the volume where its postgres image keeps the data, so the database starts', () => {
    expect(dbStarts(compose)).toBe(true)
  })

  it('rejects the reviewed file once its tag is raised to postgres:18: the old mount is refused', () => {
    const before = read('fixtures/compose.before-fix.yaml').toJS() as Compose
    expect(before.services.db?.image).toBe('postgres:17')
    expect(dbStarts(before, 'postgres:18')).toBe(false)
  })
})
