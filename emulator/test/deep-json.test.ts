// L4 of the November 2026 review: JSON nested deeper than one fixed limit answers 400 on every API,
// as the whole body and inside a field, on every method that reads a body. The auth API answers
// GoTrue's bad_json, the data API PostgREST's PGRST102 (what it sends for a body it cannot
// decode), the mail catcher its own error; JSON exactly at the limit is still read. A JWT whose
// claims nest that deep is a malformed token.

import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../src/http/json-depth'
import { LOCAL_JWT_SECRET } from '../src/local-defaults'
import { client, uniqueEmail, useEmulator } from './helpers'
import { nested } from './hostile-input'

/** Past the limit: one level, the review's 5000 (a stack overflow in the data API) and far more. */
const TOO_DEEP = [MAX_JSON_DEPTH + 1, 5_000, 100_000]

const CLIENT_ID = '0b7b6a0e-3f43-4b8e-9c55-0f6f3c1a0c11'
const PGRST102 = { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' }

const emu = useEmulator({ mailerAutoconfirm: true })
let token = ''

beforeAll(async () => {
  const { data, error } = await client(emu).auth.signUp({ email: uniqueEmail(), password: 'secret-password' })
  if (error || !data.session) throw error ?? new Error('no session')
  token = data.session.access_token
})

async function send(url: string, method: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { apikey: emu.anonKey, 'content-type': 'application/json', ...headers },
    body,
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
}

const rest = (method: string, path: string, body: string) =>
  send(`${emu.apiUrl}/rest/v1/${path}`, method, body, { authorization: `Bearer ${token}` })

/** An HS256 token signed by hand: jose itself cannot serialize claims this deep. */
function tokenWithClaims(claims: string): string {
  const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')
  const payload = Buffer.from(claims).toString('base64url')
  const signature = createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest('base64url')
  return `${header}.${payload}.${signature}`
}

describe(`L4: JSON nested past ${MAX_JSON_DEPTH} levels answers 400 on every API`, () => {
  it('auth API: 400 bad_json, as before', async () => {
    for (const depth of TOO_DEEP) {
      const fields = `"email":"${uniqueEmail()}","password":"secret-password"`
      for (const body of [`{${fields},"data":{"k":${nested(depth - 2)}}}`, nested(depth)]) {
        const answer = await send(`${emu.authUrl}/signup`, 'POST', body)
        expect(answer, `depth ${depth}`).toEqual({
          status: 400,
          body: {
            code: 400,
            error_code: 'bad_json',
            msg: 'Could not parse request body as JSON: exceeded max depth',
          },
        })
      }
    }
    const atLimit = `{"email":"${uniqueEmail()}","password":"secret-password","data":{"k":${nested(MAX_JSON_DEPTH - 2)}}}`
    expect((await send(`${emu.authUrl}/signup`, 'POST', atLimit)).status).toBe(200)
  })

  it('data API: 400 PGRST102 on POST, PATCH and rpc, where a field this deep was a 500', async () => {
    const row = (seconds: string) => `{"day":"2026-11-23","client_id":"${CLIENT_ID}","seconds":${seconds}}`
    for (const depth of TOO_DEEP) {
      const requests: [string, string, string][] = [
        ['POST', 'reading_time', row(nested(depth - 1))],
        ['POST', 'reading_time', `[${row(nested(depth - 2))}]`],
        ['POST', 'reading_time', nested(depth)],
        ['PATCH', 'reading_time?day=eq.2026-11-23', `{"seconds":${nested(depth - 1)}}`],
        ['PATCH', 'reading_time?day=eq.2026-11-23', nested(depth)],
        ['POST', 'rpc/reading_progress_keep_completed', `{"x":${nested(depth - 1)}}`],
      ]
      for (const [method, path, body] of requests) {
        expect(await rest(method, path, body), `${method} ${path} depth ${depth}`).toEqual({
          status: 400,
          body: PGRST102,
        })
      }
    }
    // At the limit the body is read, and Postgres refuses an array where a number belongs.
    const atLimit = await rest('POST', 'reading_time', row(nested(MAX_JSON_DEPTH - 1)))
    expect(atLimit.status).toBe(400)
    expect(atLimit.body).toMatchObject({ code: '22P02' })
    expect(emu.logs.filter((line) => line.includes('unexpected error'))).toEqual([])
  })

  it('mail catcher: 400 on PUT and DELETE /api/v1/messages, where PUT marked everything read', async () => {
    for (const depth of TOO_DEEP) {
      const requests: [string, string, string][] = [
        ['PUT', `{"Read":${nested(depth - 1)}}`, 'invalid JSON'],
        ['PUT', nested(depth), 'invalid JSON'],
        ['DELETE', `{"IDs":${nested(depth - 1)}}`, 'invalid delete body'],
        ['DELETE', nested(depth), 'invalid delete body'],
      ]
      for (const [method, body, error] of requests) {
        const answer = await send(`${emu.mailUrl}/api/v1/messages`, method, body)
        expect(answer, `${method} depth ${depth}`).toEqual({ status: 400, body: { error } })
      }
    }
    const atLimit = await fetch(`${emu.mailUrl}/api/v1/messages`, {
      method: 'PUT',
      body: `{"Read":false,"x":${nested(MAX_JSON_DEPTH - 1)}}`,
    })
    expect(atLimit.status).toBe(200)
  })

  it('a JWT whose claims nest this deep is malformed (401 on the data API, bad_jwt on auth), not a 500', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600
    const deep = tokenWithClaims(
      `{"role":"authenticated","aud":"authenticated","exp":${exp},"x":${nested(5_000)}}`,
    )
    const bearer = { authorization: `Bearer ${deep}` }
    const data = await send(`${emu.apiUrl}/rest/v1/reading_time`, 'GET', undefined, bearer)
    expect(data.status).toBe(401)
    expect(data.body).toMatchObject({ code: 'PGRST301' })
    const auth = await send(`${emu.authUrl}/user`, 'GET', undefined, bearer)
    expect(auth).toEqual({
      status: 403,
      body: {
        code: 403,
        error_code: 'bad_jwt',
        msg: 'invalid JWT: unable to parse or verify signature, token is malformed: could not JSON decode claim',
      },
    })
  })
})
