// The web3 guide's check-network.mjs (both language copies), run as a reader runs it: copied into a
// fresh folder and started with Node 20 from a terminal with no settings of this machine, against a
// local JSON-RPC stand-in that answers as a Sepolia, mainnet or local endpoint would. It must refuse
// to run without RPC_URL, pass only the chain ID the reader expects (Sepolia, 11155111, by default),
// fail on any other chain and on an endpoint it cannot reach, and never print the RPC URL (which
// carries the provider's key). Two starting states the reviewed copy
// (fixtures/check-network.before-fix.*.mjs) got wrong: an endpoint that accepts the connection and
// never answers (it waited on, past 15 seconds; now it stops with code 2 after 10 seconds), and a
// network name instead of a chain ID as the argument (it threw a SyntaxError and exited 1, the code
// for "wrong network"; now it says what to pass and exits 3). The same checks reject the old copy.
import { copyFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run, type Ran } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const chains: Record<string, string> = { sepolia: '0xaa36a7', mainnet: '0x1', local: '0x7a69' }
let server: Server
let base = ''
const calls: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      calls.push(`${request.url} ${method}`)
      // Accepts the request and never answers, as a stalled public endpoint does.
      if (request.url?.startsWith('/silent')) return
      const chain = chains[(request.url ?? '').split('/')[1] ?? '']
      if (!chain) {
        response.writeHead(404).end()
        return
      }
      const result = method === 'eth_chainId' ? chain : method === 'eth_blockNumber' ? '0x10' : null
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          result === null
            ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } }
            : { jsonrpc: '2.0', id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
)

/** Stops with code 2 and a message, in time, on an endpoint that never answers. */
function expectStopsOnSilence(ran: Ran | 'still waiting') {
  expect(ran).not.toBe('still waiting')
  const { code, stdout, stderr } = ran as Ran
  expect(code).toBe(2)
  expect(stderr).toContain('10')
  expect(stdout + stderr).not.toContain('SECRET-KEY-123')
}

/** Stops with its own code 3 and says what to pass, without a stack trace, on a name such as "sepolia". */
function expectRefusesName(ran: Ran) {
  expect(ran.code).toBe(3)
  expect(ran.stderr).toContain('sepolia')
  expect(ran.stderr).toContain('11155111')
  expect(ran.stderr).not.toMatch(/SyntaxError|\n\s+at /)
}

const startFile = (name: string, env: Record<string, string>, args: string[] = [], timeoutMs?: number) => {
  const folder = tempDir('web3-check-network')
  const file = join(folder, 'check-network.mjs')
  copyFileSync(join(import.meta.dirname, name), file)
  return run(process.execPath, [file, ...args], { cwd: folder, env: readerEnv(folder, env), timeoutMs })
}

describe.each(['zh', 'en'] as const)('check-network.%s.mjs', (language) => {
  const start = (env: Record<string, string>, args: string[] = []) =>
    startFile(`check-network.${language}.mjs`, env, args)
  const old = `fixtures/check-network.before-fix.${language}.mjs`

  it('stops with code 2 on a fresh terminal where RPC_URL is not set', async () => {
    const ran = await start({})
    expect(ran.code).toBe(2)
    expect(ran.stderr).toContain('RPC_URL')
  })

  it('passes a Sepolia endpoint (chain ID 11155111) by default and never prints the URL', async () => {
    const url = `${base}/sepolia/v3/SECRET-KEY-123`
    const ran = await start({ RPC_URL: url })
    expect(ran.code).toBe(0)
    expect(ran.stdout).toContain('11155111')
    expect(ran.stdout).toContain('16')
    expect(ran.stdout + ran.stderr).not.toContain('SECRET-KEY-123')
    expect(calls).toContain('/sepolia/v3/SECRET-KEY-123 eth_chainId')
  })

  it('refuses mainnet (chain ID 1) when Sepolia is expected, with code 1', async () => {
    const ran = await start({ RPC_URL: `${base}/mainnet/SECRET-KEY-123` })
    expect(ran.code).toBe(1)
    expect(ran.stderr).toMatch(/\b1\b/)
    expect(ran.stderr).toContain('11155111')
    expect(ran.stdout + ran.stderr).not.toContain('SECRET-KEY-123')
  })

  it('passes a local node when the reader passes its chain ID (31337 here)', async () => {
    expect((await start({ RPC_URL: `${base}/local` }, ['31337'])).code).toBe(0)
    expect((await start({ RPC_URL: `${base}/local` })).code).toBe(1)
  })

  it('stops with code 2 on an endpoint that answers HTTP 404 or does not listen', async () => {
    expect((await start({ RPC_URL: `${base}/nowhere/SECRET-KEY-123` })).code).toBe(2)
    const closed = await start({ RPC_URL: 'http://127.0.0.1:9/SECRET-KEY-123' })
    expect(closed.code).toBe(2)
    expect(closed.stdout + closed.stderr).not.toContain('SECRET-KEY-123')
  })

  it('stops with code 3 and says what to pass when given a name such as sepolia', async () => {
    const env = { RPC_URL: `${base}/sepolia/SECRET-KEY-123` }
    expectRefusesName(await start(env, ['sepolia']))
    expectRefusesName(await start({}, ['sepolia']))
    const before = await startFile(old, env, ['sepolia'])
    expect(() => expectRefusesName(before)).toThrow()
    expect(before.code).toBe(1)
  })
})

// Both languages' copies and their old versions wait at once: each waits 10 to 14 seconds.
it(
  'stops with code 2 within 10 seconds on an endpoint that accepts and never answers (zh and en)',
  { timeout: 40_000 },
  async () => {
    const env = { RPC_URL: `${base}/silent/SECRET-KEY-123` }
    // The reviewed copy is given 14 seconds; a kill on timeout counts as still waiting.
    const waited = (file: string) => startFile(file, env, [], 14_000).catch(() => 'still waiting' as const)
    const [fixedZh, fixedEn, beforeZh, beforeEn] = await Promise.all([
      waited('check-network.zh.mjs'),
      waited('check-network.en.mjs'),
      waited('fixtures/check-network.before-fix.zh.mjs'),
      waited('fixtures/check-network.before-fix.en.mjs'),
    ])
    expectStopsOnSilence(fixedZh)
    expectStopsOnSilence(fixedEn)
    expect(() => expectStopsOnSilence(beforeZh)).toThrow()
    expect(() => expectStopsOnSilence(beforeEn)).toThrow()
  },
)
