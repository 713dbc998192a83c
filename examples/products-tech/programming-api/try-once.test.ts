// The guide's curl line, pasted into bash and into zsh (the default shell on macOS), against a local
// HTTPS stand-in for api.example.com that answers 200 to the right key and 401 to any other: the API
// must receive the query string and the key, and the reader must see the status line and get a
// non-zero exit on a 4xx. The line the review found left the URL unquoted; zsh reads its ? as a
// wildcard and stops before curl runs. The line the second reading found
// (fixtures/try-once.before-second-fix.sh) sent "Authorization: Bearer" with no key when API_KEY was
// unset, and exited 0 on a 401 showing only the body; the same checks reject it. The guide sets the
// key with `read -rs API_KEY && export API_KEY` (not shown, not written to shell history), run first.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { httpsStandIn } from '../../support/https-stand-in.ts'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { makeTempDir } from '../../support/temp-dir.ts'

const script = join(import.meta.dirname, 'try-once.sh')
const reviewed = join(import.meta.dirname, 'fixtures', 'try-once.before-fix.sh')
const secondReading = join(import.meta.dirname, 'fixtures', 'try-once.before-second-fix.sh')
const readKey = 'read -rs API_KEY && export API_KEY'
const key = 'sk_test_123'
const { dir: home, remove } = makeTempDir('curl-home')
const seen: { url: string; authorization?: string; accept?: string }[] = []
let server: Server

beforeAll(async () => {
  // The shared stand-in makes a certificate for api.example.com in `home`; this one reuses it and
  // answers by key, so a wrong or missing key gets the 401 a real API sends.
  const certificateMaker = await httpsStandIn(home, 'api.example.com', '{}')
  await certificateMaker.close()
  server = createServer(
    { key: readFileSync(join(home, 'key.pem')), cert: readFileSync(join(home, 'cert.pem')) },
    (request, response) => {
      const { authorization, accept } = request.headers
      seen.push({ url: request.url ?? '', authorization, accept })
      const ok = authorization === `Bearer ${key}`
      response
        .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
        .end(ok ? '{"orders":[]}' : '{"error":"invalid api key"}')
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const curlrc = `connect-to = api.example.com:443:127.0.0.1:${port}\ncacert = ${join(home, 'cert.pem')}\n`
  writeFileSync(join(home, '.curlrc'), curlrc)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  remove()
})
beforeEach(() => {
  seen.length = 0
})

const paste = (shell: string, file: string, apiKey?: string) =>
  run(shell, [file], { cwd: home, env: readerEnv(home, apiKey === undefined ? {} : { API_KEY: apiKey }) })

describe.each(['bash', 'zsh'])('try-once.sh in %s', (shell) => {
  it('with the key set: sends the query string and the key, shows the status line and the JSON, exits 0', async () => {
    const ran = await paste(shell, script, key)
    expect(ran.code).toBe(0)
    expect(ran.stdout).toMatch(/^HTTP\/1\.1 200 /)
    expect(ran.stdout.trimEnd().endsWith('{"orders":[]}')).toBe(true)
    expect(seen).toEqual([
      { url: '/v1/orders?limit=5', authorization: `Bearer ${key}`, accept: 'application/json' },
    ])
  })

  it('with API_KEY unset or empty: stops before curl runs, naming API_KEY, and sends nothing', async () => {
    for (const apiKey of [undefined, '']) {
      const ran = await paste(shell, script, apiKey)
      expect(ran.code).not.toBe(0)
      expect(ran.stderr).toMatch(/API_KEY/)
    }
    expect(seen).toEqual([])
  })

  it('with a wrong key: shows the 401 status line and the body, and exits non-zero', async () => {
    const ran = await paste(shell, script, 'sk_revoked')
    expect(ran.code).toBe(22)
    expect(ran.stdout).toMatch(/^HTTP\/1\.1 401 /)
    expect(ran.stdout).toContain('{"error":"invalid api key"}')
  })

  it(`sets the key with the guide's line (${readKey}) and the snippet then sends it`, async () => {
    const ran = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(shell, ['-c', `${readKey} && ${shell} ${script}`], {
        cwd: home,
        env: readerEnv(home),
      })
      let stdout = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout }))
      child.stdin.end(`${key}\n`)
    })
    expect(ran.code).toBe(0)
    expect(ran.stdout).not.toContain(key)
    expect(seen.map((request) => request.authorization)).toEqual([`Bearer ${key}`])
  })

  it('rejects the line the second reading found: no key sent silently, and a 401 exits 0', async () => {
    const unset = await paste(shell, secondReading)
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer'])
    const wrong = await paste(shell, secondReading, 'sk_revoked')
    expect([unset.code, wrong.code]).toEqual([0, 0])
    expect(wrong.stdout).not.toMatch(/401/)
  })
})

it("the guide's section 8 gives the line that sets the key, in both languages", () => {
  for (const language of ['zh', 'en']) {
    const article = JSON.parse(
      readFileSync(
        join(
          import.meta.dirname,
          '..',
          '..',
          '..',
          'public',
          'locales',
          language,
          'articles',
          'products-tech',
          'programming-api.json',
        ),
        'utf8',
      ),
    ) as { sections: { id: string; paragraphs: string[] }[] }
    const section = article.sections.find((candidate) => candidate.id === 'section-8')
    expect(section?.paragraphs.join('\n'), language).toContain(readKey)
  }
})

it('rejects the reviewed line: zsh reads its unquoted ? as a wildcard, and curl never runs', async () => {
  const ran = await paste('zsh', reviewed, key)
  expect(ran.code).not.toBe(0)
  expect(ran.stderr).toMatch(/no matches found: https:\/\/api\.example\.com\/v1\/orders\?limit=5/)
  expect(seen).toEqual([])
})
