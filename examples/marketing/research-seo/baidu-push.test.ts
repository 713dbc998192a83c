// The guide's Baidu link submission, saved as baidu-push.sh and run as the guide says
// (BAIDU_TOKEN=… bash baidu-push.sh, or zsh), against a local stand-in for data.zz.baidu.com (plain
// HTTP, as Baidu's endpoint is): Baidu must receive a POST to /urls with the site and the token in the
// query, the URLs as text/plain one per line, and the reader sees its answer. Without a token nothing
// may be sent, and a urls.txt of the reader's own in the folder must survive. The November version
// (fixtures/baidu-push.before-fix.sh) sent `token=` when the variable was unset and overwrote urls.txt;
// the same checks must reject it.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { makeTempDir } from '../../support/temp-dir.ts'

interface Seen {
  method: string
  url: string
  contentType?: string
  body: string
}

const script = join(import.meta.dirname, 'baidu-push.sh')
const before = join(import.meta.dirname, 'fixtures', 'baidu-push.before-fix.sh')
// Baidu's documented answer to a successful push: URLs accepted and the day's remaining quota.
const answer = '{"remain":99998,"success":2,"not_same_site":[],"not_valid":[]}'
const readersList = 'https://www.example.com/my-own-list\n'
const { dir: home, remove } = makeTempDir('baidu-home')
const work = join(home, 'site')
const seen: Seen[] = []
const readBody = async (request: IncomingMessage) => {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}
const server = createServer((request, response) => {
  void readBody(request).then((body) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body,
    })
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer)
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // curl reads ~/.curlrc: the snippet runs unchanged and reaches the stand-in, never Baidu.
  writeFileSync(join(home, '.curlrc'), `connect-to = data.zz.baidu.com:80:127.0.0.1:${port}\n`)
  mkdirSync(work)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  remove()
})
beforeEach(() => {
  seen.length = 0
  // The reader's folder already holds a urls.txt of their own.
  writeFileSync(join(work, 'urls.txt'), readersList)
})

/** What goes wrong when a reader runs `file` in `shell` with no BAIDU_TOKEN set. */
async function withoutToken(shell: string, file: string) {
  const ran = await run(shell, [file], { cwd: work, env: readerEnv(home) })
  const problems: string[] = []
  if (ran.code === 0) problems.push('exits 0 without a token')
  if (seen.length > 0) problems.push(`sent ${seen[0]?.url ?? ''} without a token`)
  if (!ran.stderr.includes('BAIDU_TOKEN')) problems.push('does not name BAIDU_TOKEN')
  return problems
}

/** What goes wrong when a reader runs `file` in `shell` with a token. */
async function withToken(shell: string, file: string) {
  const ran = await run(shell, [file], {
    cwd: work,
    env: readerEnv(home, { BAIDU_TOKEN: 'edk7yc4rEZP9pDQD' }),
  })
  const problems: string[] = []
  if (ran.code !== 0 || ran.stdout !== answer) problems.push(`ran ${JSON.stringify(ran)}`)
  if (readFileSync(join(work, 'urls.txt'), 'utf8') !== readersList) problems.push('overwrote urls.txt')
  return { ran, problems }
}

describe.each(['bash', 'zsh'])('baidu-push.sh in %s', (shell) => {
  it('posts the URLs as plain text, one per line, with the site and the token, and prints the answer', async () => {
    const { ran, problems } = await withToken(shell, script)
    expect(problems).toEqual([])
    expect(ran).toEqual({ code: 0, stdout: answer, stderr: '' })
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/urls?site=https://www.example.com&token=edk7yc4rEZP9pDQD',
        contentType: 'text/plain',
        body: 'https://www.example.com/guides/invoice\nhttps://www.example.com/pricing\n',
      },
    ])
  })

  it('stops before sending anything when BAIDU_TOKEN is not set, and says so', async () => {
    expect(await withoutToken(shell, script)).toEqual([])
  })

  it('rejects the November version, which sent token= and overwrote urls.txt', async () => {
    expect(await withoutToken(shell, before)).toEqual([
      'exits 0 without a token',
      'sent /urls?site=https://www.example.com&token= without a token',
      'does not name BAIDU_TOKEN',
    ])
    seen.length = 0
    writeFileSync(join(work, 'urls.txt'), readersList)
    expect((await withToken(shell, before)).problems).toEqual(['overwrote urls.txt'])
  })
})
