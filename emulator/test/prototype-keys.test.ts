// Names every JavaScript object inherits (constructor, __proto__, toString, valueOf,
// hasOwnProperty) are ordinary unknown values to the emulator. Each parameter listed in
// keyed-parameters.ts, on every server, gets each of them and then an ordinary unknown value of
// the same shape: the two answers must be the same and never a 5xx. Keys a client stores
// (metadata) are stored like any other, and config.toml treats these names like any other
// unknown name.

import { beforeAll, describe, expect, it } from 'vitest'
import { type EmulatorConfig } from '../src/config'
import { configFromToml } from '../src/project-config'
import { adminHeaders, confirmedUser, uniqueEmail, useEmulator } from './helpers'
import { PROTOTYPE_KEYS, send } from './hostile-input'
import { type Account, PARAMETERS, type Parameter, keyedRequest } from './keyed-parameters'

/** Same length and first letters (messages quote a value's first character), but no inherited name. */
const twinOf = (key: string) => `${key.slice(0, -1)}${key.endsWith('q') ? 'x' : 'q'}`

const emu = useEmulator()
let account: Account

beforeAll(async () => {
  const user = await confirmedUser(emu)
  const session = (await user.client.auth.getSession()).data.session
  if (!session) throw new Error('no session')
  account = { id: session.user.id, email: user.email, token: session.access_token }
})

/** The answer as one comparable text, with the value (any letter case) written as `{v}`. */
async function answer(parameter: Parameter, value: string): Promise<{ status: number; text: string }> {
  const request = keyedRequest(parameter, value, emu, account)
  const response = await send(request.url, request)
  const parts = [
    response.status,
    response.headers['content-type'],
    response.headers.location,
    parameter.bodyVaries ? '' : response.text,
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
