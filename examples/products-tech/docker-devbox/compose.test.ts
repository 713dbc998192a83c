// The guide's compose file, parsed with the yaml package and held to what the guide says it does:
// the app reaches the database by its service name with the database's own credentials, starts only
// once the database's health check passes, and keeps the data in a named volume that outlives the
// container. Checked, not run: there is no Docker here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'

interface Service {
  build?: string
  image?: string
  ports?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  volumes?: string[]
}

const document = parseDocument(readFileSync(join(import.meta.dirname, 'compose.yaml'), 'utf8'))
const compose = document.toJS() as { services: Record<string, Service>; volumes?: Record<string, unknown> }
const { app = {}, db = {} } = compose.services

describe('compose.yaml', () => {
  it('parses, with an app built here and a database from a pinned official image', () => {
    expect(document.errors).toEqual([])
    expect(Object.keys(compose.services)).toEqual(['app', 'db'])
    expect(app.build).toBe('.')
    expect(db.image).toMatch(/^postgres:\d+$/)
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
    expect(db.healthcheck?.test).toEqual(['CMD-SHELL', `pg_isready -U ${db.environment?.POSTGRES_USER}`])
  })

  it('keeps the data in a named volume, which `docker compose down` leaves in place', () => {
    expect(db.volumes).toEqual(['db-data:/var/lib/postgresql/data'])
    expect(Object.keys(compose.volumes ?? {})).toEqual(['db-data'])
  })
})
