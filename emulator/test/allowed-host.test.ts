import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { allowedHosts } from '../src/http/allowed-host'
import { client, uniqueEmail, useEmulator } from './helpers'

const emu = useEmulator()
let apiPort: number
let mailPort: number

beforeAll(async () => {
  apiPort = Number(new URL(emu.apiUrl).port)
  mailPort = Number(new URL(emu.mailUrl).port)
  await client(emu).auth.signUp({ email: uniqueEmail('rebinding'), password: 'secret123' })
})

interface Answer {
  status: number
  body: string
}

/** A request to 127.0.0.1:port whose Host header is `host` (fetch does not let a caller set it). */
function withHost(
  port: number,
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    sent.on('error', reject)
    sent.end()
  })
}

/** An HTTP/1.0 request with no Host header at all, written by hand. */
function withoutHost(port: number, path: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
}

const mailTotal = async () =>
  ((await (await fetch(`${emu.mailUrl}/api/v1/messages`)).json()) as { total: number }).total

describe('M4: both servers answer only loopback Host headers with their own port', () => {
  it('a rebound name gets 400 from the mail catcher: no list, no latest mail, no accounts, no delete', async () => {
    const evil = `attacker.example:${mailPort}`
    for (const path of ['/api/v1/messages?limit=1', '/api/v1/message/latest', '/accounts', '/']) {
      const answer = await withHost(mailPort, path, evil)
      expect(answer.status, path).toBe(400)
      expect(answer.body).toContain('Host not allowed')
    }
    const post = await withHost(mailPort, '/delete', evil, {
      method: 'POST',
      headers: { origin: `http://${evil}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(post.status).toBe(400)
    expect(await mailTotal()).toBe(1)
  })

  it('a rebound name gets 400 from the API port, an upgrade request included', async () => {
    expect((await withHost(apiPort, '/auth/v1/health', `attacker.example:${apiPort}`)).status).toBe(400)
    const upgrade = await withHost(apiPort, '/realtime/v1/websocket', `attacker.example:${apiPort}`, {
      headers: { connection: 'Upgrade', upgrade: 'websocket' },
    })
    expect(upgrade.status).toBe(400)
  })

  it('loopback names pass with the server’s own port only; a bare name or the other server’s port does not', async () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      expect((await withHost(apiPort, '/auth/v1/health', `${name}:${apiPort}`)).status, name).toBe(200)
      expect((await withHost(mailPort, '/api/v1/info', `${name}:${mailPort}`)).status, name).toBe(200)
    }
    expect((await withHost(apiPort, '/auth/v1/health', 'localhost')).status).toBe(400)
    expect((await withHost(apiPort, '/auth/v1/health', `localhost:${mailPort}`)).status).toBe(400)
    expect((await withHost(mailPort, '/api/v1/info', `127.0.0.1:${apiPort}`)).status).toBe(400)
  })

  it('a request with no Host header (HTTP/1.0) is refused too', async () => {
    expect(await withoutHost(apiPort, '/auth/v1/health')).toMatch(/^HTTP\/1\.1 400/)
    expect(await withoutHost(mailPort, '/api/v1/messages')).toMatch(/^HTTP\/1\.1 400/)
    expect(await mailTotal()).toBe(1)
  })

  it('EMULATOR_HOST and API_EXTERNAL_URL add their own names; port 80 also takes the bare name', () => {
    expect([...allowedHosts(54321, '0.0.0.0')]).toEqual([
      'localhost:54321',
      '127.0.0.1:54321',
      '[::1]:54321',
      '0.0.0.0:54321',
    ])
    expect(allowedHosts(54321, '::1').has('[::1]:54321')).toBe(true)
    expect(allowedHosts(54321, '127.0.0.1', 'https://auth.dev.test/auth/v1').has('auth.dev.test')).toBe(true)
    expect(allowedHosts(80, '127.0.0.1').has('localhost')).toBe(true)
    expect(allowedHosts(81, '127.0.0.1').has('localhost')).toBe(false)
  })
})
