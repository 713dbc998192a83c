// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { staticHost } from './serve'

const parent = mkdtempSync(join(tmpdir(), 'static-host-'))
let origin = ''
let close = () => {}

beforeAll(async () => {
  mkdirSync(join(parent, 'dist'))
  mkdirSync(join(parent, 'dist-secret'))
  writeFileSync(join(parent, 'dist', 'page.txt'), 'served')
  writeFileSync(join(parent, 'dist-secret', 's.txt'), 'SECRET-SIBLING')
  const server = await staticHost(join(parent, 'dist'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => {
  close()
  rmSync(parent, { recursive: true, force: true })
})

test('serves files inside its root', async () => {
  const response = await fetch(`${origin}/page.txt`)
  expect(await response.text()).toBe('served')
})

test('refuses a path outside its root, even into a sibling folder whose name starts with the root’s', async () => {
  for (const path of ['/..%2fdist-secret/s.txt', '/..%2f..%2fetc/passwd', '/%2e%2e/dist-secret/s.txt']) {
    const response = await fetch(`${origin}${path}`)
    expect(response.status, path).toBe(404)
    expect(await response.text(), path).not.toContain('SECRET')
  }
})
