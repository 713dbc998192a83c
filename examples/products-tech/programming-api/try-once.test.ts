// The guide's curl line, pasted into bash and into zsh (the default shell on macOS), against a local
// HTTPS stand-in for api.example.com: the API must receive the query string and the key. The line the
// review found left the URL unquoted; zsh reads its ? as a wildcard and stops before curl runs.
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { httpsStandIn, pointCurlAt, type HttpsStandIn } from '../../support/https-stand-in.ts'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { makeTempDir } from '../../support/temp-dir.ts'

const script = join(import.meta.dirname, 'try-once.sh')
const reviewed = join(import.meta.dirname, 'fixtures', 'try-once.before-fix.sh')
const { dir: home, remove } = makeTempDir('curl-home')
let api: HttpsStandIn

beforeAll(async () => {
  api = await httpsStandIn(home, 'api.example.com', '{"orders":[]}')
  pointCurlAt(api, home)
})
afterAll(async () => {
  await api.close()
  remove()
})
beforeEach(() => {
  api.seen.length = 0
})

const paste = (shell: string, file: string) =>
  run(shell, [file], { cwd: home, env: readerEnv(home, { API_KEY: 'sk_test_123' }) })

describe.each(['bash', 'zsh'])('try-once.sh in %s', (shell) => {
  it('sends the query string and the key, and prints the JSON', async () => {
    expect(await paste(shell, script)).toEqual({ code: 0, stdout: '{"orders":[]}', stderr: '' })
    expect(api.seen).toEqual([
      {
        method: 'GET',
        url: '/v1/orders?limit=5',
        authorization: 'Bearer sk_test_123',
        accept: 'application/json',
      },
    ])
  })
})

it('rejects the reviewed line: zsh reads its unquoted ? as a wildcard, and curl never runs', async () => {
  const ran = await paste('zsh', reviewed)
  expect(ran.code).not.toBe(0)
  expect(ran.stderr).toMatch(/no matches found: https:\/\/api\.example\.com\/v1\/orders\?limit=5/)
  expect(api.seen).toEqual([])
})
