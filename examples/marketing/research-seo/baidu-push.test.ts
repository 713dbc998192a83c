// The guide's Baidu link submission, pasted into bash and into zsh, against a local stand-in for
// data.zz.baidu.com (plain HTTP, as Baidu's endpoint is): Baidu must receive a POST to /urls with the
// site and the token in the query, the URLs as text/plain one per line, and the reader sees its answer.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeFileSync } from 'node:fs'
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
// Baidu's documented answer to a successful push: URLs accepted and the day's remaining quota.
const answer = '{"remain":99998,"success":2,"not_same_site":[],"not_valid":[]}'
const { dir: home, remove } = makeTempDir('baidu-home')
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
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  remove()
})
beforeEach(() => {
  seen.length = 0
})

describe.each(['bash', 'zsh'])('baidu-push.sh in %s', (shell) => {
  it('posts the URLs as plain text, one per line, with the site and the token, and prints the answer', async () => {
    const ran = await run(shell, [script], {
      cwd: home,
      env: readerEnv(home, { BAIDU_TOKEN: 'edk7yc4rEZP9pDQD' }),
    })
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
})
