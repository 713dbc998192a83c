// The guide's Baidu link submission, saved as baidu-push.sh and run as the guide says
// (BAIDU_SITE=… BAIDU_TOKEN=… bash baidu-push.sh urls.txt, or zsh), against a local stand-in for
// data.zz.baidu.com (plain HTTP, as Baidu's endpoint is). Baidu must receive one POST to /urls with
// the reader's own site and token in the query and the reader's own urls.txt as text/plain, and the
// reader sees its answer. Each starting state a reader can be in is run in bash and zsh: no token,
// the example domain left in, no list named, the block pasted into an interactive shell without a
// token, Baidu unreachable, and Baidu refusing the token. Nothing may be sent without a token or with
// the example domain, a paste must leave the shell running, and a failed request must exit non-zero.
// Three more states come from real machines: a `fail` line in ~/.curlrc, a curl older than 7.76
// (no --fail-with-body: CentOS 7, Ubuntu 20.04 images), and a urls.txt saved on Windows (CRLF).
// Three older versions are kept in fixtures/ and rejected by the same checks: November's
// (baidu-push.before-fix.sh), which sent `token=` and overwrote urls.txt, the first December
// fix (baidu-push.before-second-fix.sh), which always pushed its own example.com URLs, still sent
// `token=` when pasted, and exited 0 when curl could not connect, and the second December fix
// (baidu-push.before-third-fix.sh), which used --fail-with-body and sent the list as saved.
// A fourth state is the reader who pastes the block into zsh and then types `baidu_push urls.txt`:
// zsh leaves interactive_comments off, so the comment lines the third fix kept inside the function
// (baidu-push.before-fourth-fix.sh) ran as commands and printed errors before the push.
// A fifth is the reader who runs the command in the block's title without replacing its
// placeholders (https://your-verified-site, your-token; 你验证过的站点, 你的token in the zh title):
// the fourth fix sent them to Baidu (baidu-push.before-fifth-fix.sh); now nothing is sent.
import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run, type Ran } from '../../support/run.ts'
import { makeTempDir } from '../../support/temp-dir.ts'

interface Seen {
  method: string
  url: string
  contentType?: string
  body: string
}

const script = join(import.meta.dirname, 'baidu-push.sh')
const november = join(import.meta.dirname, 'fixtures', 'baidu-push.before-fix.sh')
const firstDecember = join(import.meta.dirname, 'fixtures', 'baidu-push.before-second-fix.sh')
const secondDecember = join(import.meta.dirname, 'fixtures', 'baidu-push.before-third-fix.sh')
const thirdDecember = join(import.meta.dirname, 'fixtures', 'baidu-push.before-fourth-fix.sh')
const fourthDecember = join(import.meta.dirname, 'fixtures', 'baidu-push.before-fifth-fix.sh')
// Baidu's documented answers: a successful push, and a token it does not accept.
const answer = '{"remain":99998,"success":2,"not_same_site":[],"not_valid":[]}'
const refused = '{"error":401,"message":"token is not valid"}'
const site = 'https://www.mysite.cn'
const token = 'edk7yc4rEZP9pDQD'
const readersList = 'https://www.mysite.cn/guides/invoice\nhttps://www.mysite.cn/pricing\n'
const { dir: root, remove } = makeTempDir('baidu-home')
// Homes whose curl reaches the stand-in (up, fail, old) or a closed port (down). `fail` also has
// `fail` in ~/.curlrc; `old` has a curl that, like curl before 7.76, does not know --fail-with-body.
const home = join(root, 'up')
const downHome = join(root, 'down')
const failHome = join(root, 'fail')
const oldHome = join(root, 'old')
const work = join(root, 'site')
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
    const ok = (request.url ?? '').endsWith(`&token=${token}`)
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(ok ? answer : refused)
  })
})
const listen = (s: ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)))

beforeAll(async () => {
  const port = await listen(server)
  const closed = createServer()
  const closedPort = await listen(closed)
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  for (const [dir, to] of [
    [home, port],
    [downHome, closedPort],
    [failHome, port],
    [oldHome, port],
  ] as const) {
    mkdirSync(join(dir, 'bin'), { recursive: true })
    const connect = `data.zz.baidu.com:80:127.0.0.1:${to}`
    // The snippet runs unchanged and reaches the stand-in, never Baidu: ~/.curlrc redirects curl
    // for scripts that read it, and a curl on the home's PATH adds the same --connect-to for
    // scripts that ignore ~/.curlrc with -q.
    writeFileSync(join(dir, '.curlrc'), `${dir === failHome ? 'fail\n' : ''}connect-to = ${connect}\n`)
    const old =
      dir === oldHome
        ? `for a in "$@"; do [ "$a" = --fail-with-body ] && { echo "curl: option --fail-with-body: is unknown" >&2; exit 2; }; done\n`
        : ''
    writeFileSync(
      join(dir, 'bin', 'curl'),
      `#!/bin/sh\n${old}exec /usr/bin/curl "$@" --connect-to ${connect}\n`,
      {
        mode: 0o755,
      },
    )
    // An empty ~/.zshrc, as a reader who has used zsh has: no first-run wizard in `zsh -i`.
    writeFileSync(join(dir, '.zshrc'), '')
  }
  mkdirSync(work)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  remove()
})

/**
 * Pastes `file`'s text into an interactive `shell` (what copying the block into a terminal does),
 * then types `typed`, if any.
 */
function paste(shell: string, file: string, env: NodeJS.ProcessEnv, typed = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(shell, ['-i'], { cwd: work, env, stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += String(chunk)))
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
    // The line after the paste shows whether the reader's shell is still there.
    child.stdin.end(`${readFileSync(file, 'utf8')}\n${typed}echo still-here\n`)
  })
}

type Check = (ran: Ran, sent: Seen[]) => string[]
const stops =
  (names: string): Check =>
  (ran, sent) => [
    ...(ran.code === 0 ? ['exits 0'] : []),
    ...sent.map((s) => `sent ${s.url}`),
    ...(ran.stderr.includes(names) ? [] : [`does not name ${names}`]),
  ]

interface State {
  name: string
  env: Record<string, string>
  args?: string[]
  home?: string
  pasted?: boolean
  typed?: string
  list?: string
  check: Check
}

const pushed: Check = (ran, sent) => {
  const problems: string[] = []
  if (ran.code !== 0 || ran.stdout.trim() !== answer) problems.push(`ran ${JSON.stringify(ran)}`)
  const expected = {
    method: 'POST',
    url: `/urls?site=${site}&token=${token}`,
    contentType: 'text/plain',
    body: readersList,
  }
  if (JSON.stringify(sent) !== JSON.stringify([expected])) problems.push(`sent ${JSON.stringify(sent)}`)
  return problems
}

const states: State[] = [
  { name: 'site, token and urls.txt given', env: { BAIDU_SITE: site, BAIDU_TOKEN: token }, check: pushed },
  { name: 'fail in ~/.curlrc', env: { BAIDU_SITE: site, BAIDU_TOKEN: token }, home: failHome, check: pushed },
  {
    name: 'curl older than 7.76',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: token },
    home: oldHome,
    check: pushed,
  },
  {
    name: 'urls.txt saved on Windows',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: token },
    list: readersList.replaceAll('\n', '\r\n'),
    check: pushed,
  },
  { name: 'no BAIDU_TOKEN', env: { BAIDU_SITE: site }, check: stops('BAIDU_TOKEN') },
  {
    name: 'example domain left in',
    env: { BAIDU_SITE: 'https://www.example.com', BAIDU_TOKEN: token },
    check: stops('example'),
  },
  { name: 'no BAIDU_SITE', env: { BAIDU_TOKEN: token }, check: stops('BAIDU_SITE') },
  {
    name: "the English title's placeholders left in",
    env: { BAIDU_SITE: 'https://your-verified-site', BAIDU_TOKEN: 'your-token' },
    check: stops('placeholder'),
  },
  {
    name: "the Chinese title's placeholders left in",
    env: { BAIDU_SITE: 'https://你验证过的站点', BAIDU_TOKEN: '你的token' },
    check: stops('placeholder'),
  },
  {
    name: 'only the token placeholder left in',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: 'your-token' },
    check: stops('BAIDU_TOKEN is still the placeholder'),
  },
  {
    name: 'no list named',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: token },
    args: [],
    check: stops('urls.txt'),
  },
  {
    name: 'pasted without a token',
    env: {},
    pasted: true,
    check: (ran, sent) => [
      ...sent.map((s) => `sent ${s.url}`),
      ...(ran.stdout.includes('still-here') ? [] : ['closed the shell']),
      ...(ran.stderr.includes('BAIDU_TOKEN') ? [] : ['does not name BAIDU_TOKEN']),
    ],
  },
  {
    name: 'pasted, then called',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: token },
    pasted: true,
    typed: 'baidu_push urls.txt\n',
    check: (ran, sent) => {
      // The paste's own last line runs `baidu_push` with no file and stops (one line naming urls.txt);
      // the typed call must then push once, and the shell must print nothing else on stderr.
      const expected = {
        method: 'POST',
        url: `/urls?site=${site}&token=${token}`,
        contentType: 'text/plain',
        body: readersList,
      }
      const noise = ran.stderr
        .split('\n')
        .filter((line) => /command not found|no matches found|invalid mode|not found:/.test(line))
      return [
        ...(JSON.stringify(sent) === JSON.stringify([expected]) ? [] : [`sent ${JSON.stringify(sent)}`]),
        ...(ran.stdout.includes(answer) ? [] : ["does not show Baidu's answer"]),
        ...(ran.stdout.includes('still-here') ? [] : ['closed the shell']),
        ...noise.map((line) => `printed ${line.trim()}`),
      ]
    },
  },
  {
    name: 'Baidu unreachable',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: token },
    home: downHome,
    check: (ran) => [
      ...(ran.code === 0 ? ['exits 0'] : []),
      ...(ran.stderr.includes('Failed to connect') ? [] : ['does not say it failed to connect']),
    ],
  },
  {
    name: 'token refused by Baidu',
    env: { BAIDU_SITE: site, BAIDU_TOKEN: 'wrongtoken1' },
    check: (ran) => [
      ...(ran.code === 0 ? ['exits 0'] : []),
      ...(ran.stdout.includes(refused) ? [] : ["does not show Baidu's answer"]),
    ],
  },
]

/** Every problem `file` shows across the starting states, run in `shell`, as "state: problem". */
async function problems(shell: string, file: string) {
  const found: string[] = []
  for (const state of states) {
    seen.length = 0
    // The reader's folder holds their own urls.txt.
    const list = state.list ?? readersList
    writeFileSync(join(work, 'urls.txt'), list)
    const dir = state.home ?? home
    const env = readerEnv(dir, { PATH: `${join(dir, 'bin')}:/usr/local/bin:/usr/bin:/bin`, ...state.env })
    const ran = state.pasted
      ? await paste(shell, file, env, state.typed)
      : await run(shell, [file, ...(state.args ?? ['urls.txt'])], { cwd: work, env })
    const sent = [...seen]
    for (const problem of state.check(ran, sent)) found.push(`${state.name}: ${problem}`)
    if (readFileSync(join(work, 'urls.txt'), 'utf8') !== list) found.push(`${state.name}: overwrote urls.txt`)
  }
  return found
}

const pushedExample = `sent [{"method":"POST","url":"/urls?site=https://www.example.com&token=${token}","contentType":"text/plain","body":"https://www.example.com/guides/invoice\\nhttps://www.example.com/pricing\\n"}]`

describe.each(['bash', 'zsh'])('baidu-push.sh in %s', (shell) => {
  it("pushes the reader's own urls.txt for their site, and stops safely in every other state", async () => {
    expect(await problems(shell, script)).toEqual([])
  })

  it("rejects the fourth December version: it sent the title's placeholders to Baidu", async () => {
    const found = await problems(shell, fourthDecember)
    expect(found).toContain(
      "the English title's placeholders left in: sent /urls?site=https://your-verified-site&token=your-token",
    )
    // curl sends the Chinese placeholder as raw UTF-8, which the stand-in's HTTP parser refuses
    // before it records a request; what matters is that this version did not stop by itself.
    expect(found).toContain("the Chinese title's placeholders left in: does not name placeholder")
    expect(found).toContain(`only the token placeholder left in: sent /urls?site=${site}&token=your-token`)
  })

  it('rejects the third December version in zsh: its comment lines ran as commands when pasted', async () => {
    const found = await problems(shell, thirdDecember)
    const printed = found.filter((p) => p.startsWith('pasted, then called: printed'))
    if (shell === 'zsh') expect(printed.length).toBeGreaterThan(0)
    else expect(printed).toEqual([])
  })

  it('rejects the second December version: stopped by `fail` in ~/.curlrc and by old curl, sent CRLF', async () => {
    const found = await problems(shell, secondDecember)
    expect(found).toContain(
      'fail in ~/.curlrc: ran {"code":2,"stdout":"","stderr":"curl: option --fail-with-body: is badly used here\\ncurl: try \'curl --help\' or \'curl --manual\' for more information\\n"}',
    )
    expect(found.filter((p) => p.startsWith('curl older than 7.76: ran {"code":2,'))).toHaveLength(1)
    expect(found.some((p) => p.startsWith('urls.txt saved on Windows: sent') && p.includes('\\r\\n'))).toBe(
      true,
    )
  })

  it('rejects the first December version: example.com pushed, token= sent when pasted, exit 0 offline', async () => {
    const found = await problems(shell, firstDecember)
    expect(found).toContain(`site, token and urls.txt given: ${pushedExample}`)
    expect(found).toContain('example domain left in: exits 0')
    expect(found).toContain('pasted without a token: sent /urls?site=https://www.example.com&token=')
    expect(found).toContain('Baidu unreachable: exits 0')
  })

  it('rejects the November version, which sent token= and overwrote urls.txt', async () => {
    const found = await problems(shell, november)
    expect(found).toContain('no BAIDU_TOKEN: sent /urls?site=https://www.example.com&token=')
    expect(found).toContain('site, token and urls.txt given: overwrote urls.txt')
    expect(found).toContain('pasted without a token: sent /urls?site=https://www.example.com&token=')
  })
})
