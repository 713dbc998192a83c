// The guide's vercel.json for a Vite single-page app, checked with @vercel/routing-utils (the package
// Vercel's builds turn vercel.json into routes with) against the files `vite build` writes to dist/:
// a reload on a deep path gets index.html, and the hashed assets are still served, with a year's
// cache. A file the review found rewrote only /app/..., so a reload anywhere else was a 404; the next
// one rewrote every path, so a tab still open on the previous deployment, asking for a hashed chunk
// that is gone, got index.html with status 200 under a year-long immutable cache, and its browser
// kept HTML under a script URL (a MIME-type error, never a 404).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanUrlsSchema, headersSchema, rewritesSchema, type GetRoutesProps } from '@vercel/routing-utils'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { serve } from '../../support/vercel-routes.ts'

const read = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as GetRoutesProps &
    Record<string, unknown>
const current = read('vercel.json')
const reviewed = read('fixtures/vercel.before-fix.json')
const everyPath = read('fixtures/vercel.before-assets.json')

// What `vite build` writes for a default Vite app: one index.html at the root, hashed files in assets/.
const viteDist = ['/index.html', '/assets/index-B7x2kQ9a.js', '/assets/index-C4mP1sLd.css', '/vite.svg']
const yearLong = 'public, max-age=31536000, immutable'

/** The keys this guide's file uses, each with the schema Vercel publishes in @vercel/routing-utils. */
const schemas: Record<string, object> = {
  rewrites: rewritesSchema,
  headers: headersSchema,
  cleanUrls: cleanUrlsSchema,
}

describe('vercel.json', () => {
  it('passes the schemas @vercel/routing-utils publishes, and uses no key they do not cover', () => {
    const ajv = new Ajv({ allErrors: true })
    const { $schema, ...settings } = current
    expect($schema).toBe('https://openapi.vercel.sh/vercel.json')
    for (const [key, value] of Object.entries(settings)) {
      const schema = schemas[key]
      expect(schema, `no published schema checks "${key}"`).toBeDefined()
      const valid = ajv.validate(schema as object, value)
      expect(ajv.errors ?? [], key).toEqual([])
      expect(valid).toBe(true)
    }
  })

  it('answers a reload on a deep path with index.html, so the app’s router takes over', () => {
    for (const path of ['/', '/dashboard', '/dashboard/settings', '/orders/123'])
      expect(serve(current, viteDist, path), path).toMatchObject({ status: 200, file: '/index.html' })
  })

  it('still serves the built files themselves, the hashed ones with a year-long cache', () => {
    expect(serve(current, viteDist, '/assets/index-B7x2kQ9a.js')).toEqual({
      status: 200,
      file: '/assets/index-B7x2kQ9a.js',
      headers: { 'Cache-Control': yearLong },
    })
    expect(serve(current, viteDist, '/vite.svg')).toEqual({ status: 200, file: '/vite.svg', headers: {} })
  })

  it('answers a hashed file of the previous deployment with 404, never index.html', () => {
    // A tab opened before the last deploy still asks for its old chunks.
    for (const path of ['/assets/index-OLD.js', '/assets/index-OLD.css'])
      expect(serve(current, viteDist, path), path).toMatchObject({ status: 404 })
    expect(serve(everyPath, viteDist, '/assets/index-OLD.js')).toEqual({
      status: 200,
      file: '/index.html',
      headers: { 'Cache-Control': yearLong },
    })
  })

  it('still sends a missing file outside /assets (a favicon, say) to index.html, as before', () => {
    expect(serve(current, viteDist, '/favicon.ico')).toMatchObject({ status: 200, file: '/index.html' })
  })

  it('rejects the reviewed file: a reload on any path outside /app is a 404', () => {
    expect(serve(reviewed, viteDist, '/dashboard/settings')).toMatchObject({ status: 404 })
    expect(serve(reviewed, viteDist, '/app/settings')).toMatchObject({ status: 404 })
  })
})
