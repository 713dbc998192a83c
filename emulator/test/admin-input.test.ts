// Hostile input to the admin API: every answer is a GoTrue-style 4xx, never a crash, and the
// accounts that existed before are untouched.

import { describe, expect, it } from 'vitest'
import { api, uniqueEmail, adminClient, adminHeaders, useEmulator } from './helpers'

const emu = useEmulator()

const HOSTILE = [
  '',
  'a'.repeat(10_000),
  '\u0000',
  'abc\u0000def@example.com',
  "'; drop table auth.users; --",
  '\ud800',
  '9999999999999h',
  '-5m',
  '1.5.5h',
  '.h',
  '00000000-0000-0000-0000-000000000000',
]
// (password_hash is left out: a hash that is not bcrypt is GoTrue's 500 "Error creating user".)
const FIELDS = ['email', 'password', 'role', 'ban_duration', 'id', 'type', 'new_email']

describe('hostile input to the admin API', () => {
  it('never answers 5xx and leaves existing accounts as they were', async () => {
    const admin = adminClient(emu)
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail(), password: 'secret-password' })
    const victim = data.user!
    const before = await admin.auth.admin.getUserById(victim.id)
    const other = await admin.auth.admin.createUser({ email: uniqueEmail() })
    const target = other.data.user!.id
    const headers = adminHeaders(emu)
    const call = api(emu)
    const failures: string[] = []
    const endpoints: [string, string][] = [
      ['POST', '/admin/users'],
      ['PUT', `/admin/users/${target}`],
      ['POST', '/admin/generate_link'],
      ['POST', '/invite'],
    ]
    for (const [method, path] of endpoints) {
      for (const field of FIELDS) {
        for (const value of HOSTILE) {
          const body = { email: uniqueEmail(), password: 'secret-password', type: 'signup', [field]: value }
          const answer = await call(method, path, body, headers)
          if (answer.status >= 500)
            failures.push(`${method} ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`)
        }
      }
      for (const body of ['{', '[]', '{"user_metadata": {"k": "\\u0000"}}', '{"app_metadata": 5}']) {
        const answer = await call(method, path, body, headers)
        if (answer.status >= 500) failures.push(`${method} ${path} ${body}`)
      }
    }
    for (const query of ['page=-1', 'per_page=0', 'page=99999999999999999999', 'sort=created_at%20up']) {
      const answer = await call('GET', `/admin/users?${query}`, undefined, headers)
      if (answer.status >= 500) failures.push(`GET ?${query}`)
    }
    expect(failures).toEqual([])
    expect(emu.logs.filter((line) => line.includes('unexpected error'))).toEqual([])
    const after = await admin.auth.admin.getUserById(victim.id)
    expect(after.data.user).toEqual(before.data.user)
  }, 120_000)
})
