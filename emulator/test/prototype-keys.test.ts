// Names every JavaScript object inherits (constructor, __proto__, toString, valueOf,
// hasOwnProperty) are ordinary unknown values to the emulator. Each parameter below, on every
// server, gets each of them and then an ordinary unknown value of the same shape: the two answers
// must be the same and never a 5xx. Keys a client stores (metadata) are stored like any other,
// and config.toml treats these names like any other unknown name.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmulatorConfig } from '../src/config'
import { configFromToml } from '../src/project-config'
import { type TestEmulator, adminHeaders, confirmedUser, startTestEmulator, uniqueEmail } from './helpers'

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']

/** Same length and first letters (messages quote a value's first character), but no inherited name. */
const twinOf = (key: string) => `${key.slice(0, -1)}${key.endsWith('q') ? 'x' : 'q'}`

/** Where `{v}` stands for the value; `{user}`, `{email}` and `{uuid}` for a real account and a fresh id. */
interface Parameter {
  server: 'api' | 'mail'
  method: string
  path: string
  /** JSON, or a form when `form` is set. */
  body?: Record<string, unknown> | string
  form?: boolean
  headers?: Record<string, string>
  /** Which key the request carries: the anon key, the service-role key, or the account's token. */
  as?: 'anon' | 'service' | 'user'
  /** The body depends on the value itself (an avatar drawn from it): only status and type compare. */
  bodyVaries?: boolean
}

const UUID = '6f1e7c1a-93a4-4c4e-9a3c-0d9a2b0e7b11'

const PARAMETERS: Parameter[] = [
  // Auth API: query values.
  { server: 'api', method: 'GET', path: '/auth/v1/verify?type={v}&token=abc' },
  { server: 'api', method: 'GET', path: '/auth/v1/verify?type={v}&token=pkce_abc' },
  { server: 'api', method: 'POST', path: '/auth/v1/token?grant_type={v}', body: {} },
  { server: 'api', method: 'GET', path: '/auth/v1/authorize?provider={v}' },
  { server: 'api', method: 'GET', path: '/auth/v1/callback?state={v}' },
  { server: 'api', method: 'POST', path: '/auth/v1/logout?scope={v}', as: 'user' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users?sort={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users?page={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users?filter={v}', as: 'service' },
  { server: 'api', method: 'GET', path: `/auth/v1/emulator/oauth/github/authorize?state={v}` },
  { server: 'api', method: 'GET', path: '/auth/v1/emulator/avatar/seed.svg?name={v}', bodyVaries: true },
  // Auth API: body values and keys.
  { server: 'api', method: 'POST', path: '/auth/v1/verify', body: { type: '{v}', token_hash: 'abc' } },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/verify',
    body: { type: '{v}', token: '123456', email: '{email}' },
  },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: { email: '{email}', password: 'wrong-password', '{v}': 1 },
  },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/token?grant_type=id_token',
    body: { provider: '{v}', id_token: 'a.b.c' },
  },
  { server: 'api', method: 'POST', path: '/auth/v1/factors', body: { factor_type: '{v}' }, as: 'user' },
  { server: 'api', method: 'POST', path: '/auth/v1/resend', body: { type: '{v}', email: '{email}' } },
  { server: 'api', method: 'POST', path: '/auth/v1/otp', body: { email: '{email}', channel: '{v}' } },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/admin/generate_link',
    body: { type: '{v}', email: '{email}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'PUT',
    path: '/auth/v1/admin/users/{user}',
    body: { ban_duration: '1{v}' },
    as: 'service',
  },
  { server: 'api', method: 'POST', path: '/auth/v1/callback', body: 'state={v}', form: true },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/emulator/oauth/github/authorize',
    body: 'action=cancel&state={v}',
    form: true,
  },
  // Auth API: path segments.
  { server: 'api', method: 'GET', path: '/auth/v1/{v}' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/{v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/auth/v1/admin/users/{v}', as: 'service' },
  { server: 'api', method: 'DELETE', path: '/auth/v1/admin/users/{user}/factors/{v}', as: 'service' },
  { server: 'api', method: 'POST', path: '/auth/v1/factors/{v}/verify', body: {}, as: 'user' },
  { server: 'api', method: 'DELETE', path: '/auth/v1/user/identities/{v}', as: 'user' },
  { server: 'api', method: 'GET', path: `/auth/v1/emulator/oauth/{v}/authorize?state=${UUID}` },
  {
    server: 'api',
    method: 'POST',
    path: '/auth/v1/emulator/oauth/{v}/authorize',
    body: `action=cancel&state=${UUID}`,
    form: true,
  },
  { server: 'api', method: 'GET', path: '/auth/v1/emulator/avatar/{v}.svg', bodyVaries: true },
  // Auth API: headers.
  {
    server: 'api',
    method: 'GET',
    path: '/auth/v1/admin/users',
    headers: { 'x-jwt-aud': '{v}' },
    as: 'service',
  },
  { server: 'api', method: 'GET', path: '/auth/v1/user', headers: { 'x-supabase-api-version': '{v}' } },
  { server: 'api', method: 'GET', path: '/auth/v1/settings', headers: { apikey: '{v}' } },
  { server: 'api', method: 'GET', path: '/auth/v1/user', headers: { authorization: 'Bearer {v}' } },
  // Data API: tables, functions, columns, operators, parameters, bodies and headers.
  { server: 'api', method: 'GET', path: '/rest/v1/{v}', as: 'service' },
  { server: 'api', method: 'POST', path: '/rest/v1/rpc/{v}', body: {}, as: 'service' },
  { server: 'api', method: 'POST', path: '/rest/v1/rpc/delete_account', body: { '{v}': 1 }, as: 'user' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?{v}=eq.1', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?day={v}.1', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?day=not.{v}.1', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?day=is.{v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?select={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?select={v}:day', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?order={v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?order=day.{v}', as: 'service' },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time?limit={v}', as: 'service' },
  {
    server: 'api',
    method: 'POST',
    path: '/rest/v1/reading_time?on_conflict={v}',
    body: { day: '2026-11-23' },
    headers: { prefer: 'resolution=merge-duplicates' },
    as: 'user',
  },
  { server: 'api', method: 'POST', path: '/rest/v1/reading_time?columns={v}', body: {}, as: 'user' },
  { server: 'api', method: 'POST', path: '/rest/v1/reading_time', body: { '{v}': 1 }, as: 'user' },
  {
    server: 'api',
    method: 'PATCH',
    path: '/rest/v1/reading_time?day=eq.2026-11-23',
    body: { '{v}': 1 },
    as: 'user',
  },
  { server: 'api', method: 'GET', path: '/rest/v1/reading_time', headers: { prefer: '{v}' }, as: 'service' },
  {
    server: 'api',
    method: 'GET',
    path: '/rest/v1/reading_time',
    headers: { prefer: 'count={v}, return={v}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'GET',
    path: '/rest/v1/reading_time',
    headers: { 'accept-profile': '{v}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'GET',
    path: '/rest/v1/reading_time',
    headers: { accept: 'application/{v}' },
    as: 'service',
  },
  {
    server: 'api',
    method: 'POST',
    path: '/rest/v1/reading_time',
    body: {},
    headers: { 'content-profile': '{v}' },
    as: 'user',
  },
  // Mail catcher: paths, query and bodies.
  { server: 'mail', method: 'GET', path: '/{v}' },
  { server: 'mail', method: 'GET', path: '/view/{v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/message/{v}' },
  { server: 'mail', method: 'DELETE', path: '/api/v1/message/{v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/search?query={v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/search?query=subject:{v}' },
  { server: 'mail', method: 'GET', path: '/api/v1/messages?start={v}&limit={v}' },
  { server: 'mail', method: 'PUT', path: '/api/v1/messages', body: { '{v}': false } },
  { server: 'mail', method: 'DELETE', path: '/api/v1/messages', body: { IDs: ['{v}'], '{v}': [] } },
  { server: 'mail', method: 'POST', path: '/accounts/{v}/confirm', body: '', form: true },
]

let emu: TestEmulator
let account: { id: string; email: string; token: string }

beforeAll(async () => {
  emu = await startTestEmulator()
  const user = await confirmedUser(emu)
  const session = (await user.client.auth.getSession()).data.session
  if (!session) throw new Error('no session')
  account = { id: session.user.id, email: user.email, token: session.access_token }
})
afterAll(async () => {
  await emu?.dispose()
})

/** Fills a template: `{v}` with the value (encoded for where it goes), the account's id and email. */
function fill(template: string, value: string, encode: (text: string) => string = (text) => text): string {
  return template
    .replaceAll('{v}', encode(value))
    .replaceAll('{user}', account.id)
    .replaceAll('{email}', account.email)
}

function credentials(as: Parameter['as']): Record<string, string> {
  if (as === 'service') return adminHeaders(emu)
  if (as === 'user') return { apikey: emu.anonKey, authorization: `Bearer ${account.token}` }
  return { apikey: emu.anonKey }
}

/** The answer as one comparable text, with the value (any letter case) written as `{v}`. */
async function answer(parameter: Parameter, value: string): Promise<{ status: number; text: string }> {
  const base = parameter.server === 'api' ? emu.apiUrl : emu.mailUrl
  const headers: Record<string, string> = { ...credentials(parameter.as) }
  for (const [name, template] of Object.entries(parameter.headers ?? {}))
    headers[name] = fill(template, value)
  let body: string | undefined
  if (typeof parameter.body === 'string') body = fill(parameter.body, value, encodeURIComponent)
  else if (parameter.body !== undefined) body = fill(JSON.stringify(parameter.body), value)
  headers['content-type'] = parameter.form ? 'application/x-www-form-urlencoded' : 'application/json'
  const response = await fetch(`${base}${fill(parameter.path, value, encodeURIComponent)}`, {
    method: parameter.method,
    headers,
    body,
    redirect: 'manual',
  })
  const received = await response.text()
  const parts = [
    response.status,
    response.headers.get('content-type'),
    response.headers.get('location'),
    parameter.bodyVaries ? '' : received,
  ]
  const pattern = new RegExp(value.replace(/[^\w]/g, '\\$&'), 'gi')
  return { status: response.status, text: parts.join(' | ').replace(pattern, '{v}') }
}

describe('prototype keys (GET /auth/v1/verify?type=constructor answered 500): names every object inherits', () => {
  it('get the answer any unknown value gets, on every parameter of every server', async () => {
    const differences: string[] = []
    for (const parameter of PARAMETERS) {
      for (const key of PROTOTYPE_KEYS) {
        const label = `${parameter.server} ${parameter.method} ${parameter.path} (${JSON.stringify(parameter.body ?? parameter.headers ?? '')}) with ${key}`
        const probe = await answer(parameter, key)
        const twin = await answer(parameter, twinOf(key))
        if (probe.status >= 500) differences.push(`${label}: ${probe.text.slice(0, 300)}`)
        else if (probe.text !== twin.text)
          differences.push(
            `${label}:\n  got      ${probe.text.slice(0, 300)}\n  expected ${twin.text.slice(0, 300)}`,
          )
      }
    }
    expect(differences).toEqual([])
    expect(emu.logs.filter((line) => /unexpected error|error on/.test(line))).toEqual([])
  })

  it('are stored as metadata keys like any other key', async () => {
    const metadata = Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, { kept: key }]))
    const body = JSON.stringify({ data: metadata })
    const own = await fetch(`${emu.authUrl}/user`, {
      method: 'PUT',
      headers: {
        apikey: emu.anonKey,
        authorization: `Bearer ${account.token}`,
        'content-type': 'application/json',
      },
      body,
    })
    const ownUser = (await own.json()) as { user_metadata: Record<string, unknown> }
    const created = await fetch(`${emu.authUrl}/admin/users`, {
      method: 'POST',
      headers: { ...adminHeaders(emu), 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), app_metadata: metadata, user_metadata: metadata }),
    })
    const createdUser = (await created.json()) as { id: string; app_metadata: Record<string, unknown> }
    const updated = await fetch(`${emu.authUrl}/admin/users/${createdUser.id}`, {
      method: 'PUT',
      headers: { ...adminHeaders(emu), 'content-type': 'application/json' },
      body: JSON.stringify({ app_metadata: { extra: 1 }, user_metadata: metadata }),
    })
    const updatedUser = (await updated.json()) as {
      app_metadata: Record<string, unknown>
      user_metadata: Record<string, unknown>
    }
    for (const stored of [
      ownUser.user_metadata,
      createdUser.app_metadata,
      updatedUser.app_metadata,
      updatedUser.user_metadata,
    ]) {
      for (const key of PROTOTYPE_KEYS) {
        expect(Object.hasOwn(stored, key), key).toBe(true)
        expect(stored[key], key).toEqual({ kept: key })
      }
    }
  })

  it('are unknown names in config.toml too', () => {
    const read = (text: string): Partial<EmulatorConfig> | string => {
      try {
        return configFromToml(text, 'config.toml', {})
      } catch (error) {
        return error instanceof Error ? error.message : String(error)
      }
    }
    for (const key of PROTOTYPE_KEYS) {
      for (const template of ['[auth]\npassword_requirements = "{v}"', '[auth]\nsite_url = "env({v})"']) {
        const probe = read(template.replace('{v}', key))
        const twin = read(template.replace('{v}', twinOf(key)))
        expect(JSON.stringify(probe).replaceAll(key, '{v}'), `${template} with ${key}`).toBe(
          JSON.stringify(twin).replaceAll(twinOf(key), '{v}'),
        )
      }
    }
  })
})
