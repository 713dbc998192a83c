// The batch-test script in each language, run with Debian's Python the way its usage line says,
// over the guide's own prompt and two sample notes, against a local stand-in for DeepSeek's
// OpenAI-format chat endpoint. The stand-in first answers blank content (what the JSON Output mode
// returns when it cannot read the model's output as JSON), then the guide's example answer, then an
// answer whose headline is too long. The script must ask for JSON with thinking off, put each
// sample into the prompt's <notes>, ask again after a blank answer, and mark only the long one
// failed. Without a key it must send nothing.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

interface Seen {
  url: string
  authorization: string
  body: { model: string; messages: { content: string }[]; response_format: unknown; thinking: unknown }
}

/** An answer the stand-in gives instead of content: an HTTP error with DeepSeek's error body. */
interface Failure {
  status: number
  message: string
}

/**
 * A stand-in for https://api.deepseek.com on 127.0.0.1, answering each request with the next
 * content, or with an HTTP error where the list has a Failure.
 */
async function deepseekStandIn(contents: (string | Failure)[]): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    let data = ''
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
    request.on('end', () => {
      seen.push({
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: JSON.parse(data) as Seen['body'],
      })
      const content = contents[Math.min(seen.length, contents.length) - 1] ?? ''
      if (typeof content !== 'string') {
        response.writeHead(content.status, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { message: content.message, type: 'unknown_error' } }))
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

describe.each(['zh', 'en'] as const)('batch_test.%s.py', (language) => {
  const example = readFileSync(join(import.meta.dirname, `output.${language}.json`), 'utf8')
  const tooLong = JSON.parse(example) as { variants: { headline: string }[] }
  tooLong.variants[0]!.headline =
    language === 'zh'
      ? '这是一个明显超过十八个汉字限制的很长很长的标题'
      : 'This headline runs well past the eight word limit set'

  function project(): string {
    const dir = tempDir('batch-test')
    copyFileSync(join(import.meta.dirname, `batch_test.${language}.py`), join(dir, 'batch_test.py'))
    writeFileSync(join(dir, 'prompt.txt'), templateOf(language, 'products-tech/ai-prompts'))
    mkdirSync(join(dir, 'samples'))
    writeFileSync(join(dir, 'samples', 'a.txt'), 'NOTES-A: imports orders\n')
    writeFileSync(join(dir, 'samples', 'b.txt'), 'NOTES-B: flags refunds\n')
    return dir
  }

  it('asks for JSON with thinking off, retries a blank answer, and marks only the failing sample', async () => {
    const dir = project()
    const api = await deepseekStandIn(['   ', example, JSON.stringify(tooLong)])
    const env = {
      HOME: dir,
      PATH: '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      DEEPSEEK_API_KEY: 'sk-test',
      DEEPSEEK_BASE_URL: api.url,
    }
    const ran = await run(debianPython, ['batch_test.py', 'prompt.txt', 'samples/'], { cwd: dir, env })
    expect(ran.stderr).toBe('')
    expect(ran.code).toBe(0)
    expect(api.seen).toHaveLength(3)
    for (const request of api.seen) {
      expect(request.url).toBe('/chat/completions')
      expect(request.authorization).toBe('Bearer sk-test')
      expect(request.body.model).toBe('deepseek-flash')
      expect(request.body.response_format).toEqual({ type: 'json_object' })
      expect(request.body.thinking).toEqual({ type: 'disabled' })
    }
    const prompts = api.seen.map((request) => request.body.messages[0]!.content)
    expect(prompts[0]).toMatch(/<notes>\nNOTES-A: imports orders\n<\/notes>$/)
    expect(prompts[1]).toBe(prompts[0])
    expect(prompts[2]).toContain('NOTES-B')
    expect(prompts[2]).not.toContain('NOTES-A')

    const results = readFileSync(join(dir, 'results.csv'), 'utf8')
    expect(results.startsWith('\ufeff')).toBe(true)
    const lines = results.slice(1).split('\r\n')
    expect(lines[1]).toMatch(language === 'zh' ? /^a\.txt,是,,/ : /^a\.txt,yes,,/)
    expect(lines.find((line) => line.startsWith('b.txt'))).toMatch(
      language === 'zh' ? /^b\.txt,否,标题超过 18 字/ : /^b\.txt,no,headline over 8 words/,
    )
  })

  it('sends nothing without DEEPSEEK_API_KEY and says how to run it', async () => {
    const dir = project()
    const api = await deepseekStandIn([example])
    const env = { HOME: dir, PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', DEEPSEEK_BASE_URL: api.url }
    const ran = await run(debianPython, ['batch_test.py', 'prompt.txt', 'samples/'], { cwd: dir, env })
    expect(ran.code).toBe(2)
    expect(ran.stderr).toContain('DEEPSEEK_API_KEY=')
    expect(api.seen).toHaveLength(0)
  })
})

// The second reader's faults in the first published script (kept in fixtures/): an HTTP error such
// as 402 (no balance left) ended the run with a traceback and no results.csv, losing the answers
// already paid for; a prompt.txt without <notes> tags was cut to its first six characters and sent;
// a headline that is a number, an answer that is a JSON array and a sample saved in GBK crashed it.
describe.each([
  ['zh', 'batch_test.zh.py', true],
  ['en', 'batch_test.en.py', true],
  ['zh', 'fixtures/batch_test.before-errors.zh.py', false],
  ['en', 'fixtures/batch_test.before-errors.en.py', false],
] as const)('%s: %s on API errors and odd input', (language, file, fixed) => {
  const example = readFileSync(join(import.meta.dirname, `output.${language}.json`), 'utf8')

  function project(prompt = templateOf(language, 'products-tech/ai-prompts')): string {
    const dir = tempDir('batch-errors')
    copyFileSync(join(import.meta.dirname, file), join(dir, 'batch_test.py'))
    writeFileSync(join(dir, 'prompt.txt'), prompt)
    mkdirSync(join(dir, 'samples'))
    for (const name of ['a', 'b', 'c']) writeFileSync(join(dir, 'samples', `${name}.txt`), `NOTES-${name}\n`)
    return dir
  }

  async function runIn(dir: string, url: string) {
    const env = {
      HOME: dir,
      PATH: '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      DEEPSEEK_API_KEY: 'sk-test',
      DEEPSEEK_BASE_URL: url,
    }
    return run(debianPython, ['batch_test.py', 'prompt.txt', 'samples/'], { cwd: dir, env })
  }

  it(
    fixed ? 'keeps the answer it got when the next call fails with 402' : 'loses every answer on a 402',
    async () => {
      const dir = project()
      const api = await deepseekStandIn([example, { status: 402, message: 'Insufficient Balance' }])
      const ran = await runIn(dir, api.url)
      expect(ran.code).not.toBe(0)
      const csv = join(dir, 'results.csv')
      if (!fixed) {
        expect(ran.stderr).toContain('HTTP Error 402')
        expect(existsSync(csv)).toBe(false)
        return
      }
      // 402 cannot succeed on a retry: c.txt is not sent.
      expect(api.seen).toHaveLength(2)
      expect(ran.stderr).toContain('402 Insufficient Balance')
      const lines = readFileSync(csv, 'utf8').slice(1).split('\r\n')
      expect(lines[1]).toMatch(language === 'zh' ? /^a\.txt,是,,/ : /^a\.txt,yes,,/)
      expect(lines[2]).toMatch(
        language === 'zh'
          ? /^b\.txt,否,请求失败：402 Insufficient Balance,/
          : /^b\.txt,no,request failed: 402 Insufficient Balance,/,
      )
    },
  )

  it(fixed ? 'goes on after a 503 and says the run had a failure' : 'stops at a 503', async () => {
    const dir = project()
    const api = await deepseekStandIn([example, { status: 503, message: 'Server Overloaded' }, example])
    const ran = await runIn(dir, api.url)
    expect(ran.code).not.toBe(0)
    if (!fixed) return expect(existsSync(join(dir, 'results.csv'))).toBe(false)
    expect(api.seen).toHaveLength(3)
    const rows = readFileSync(join(dir, 'results.csv'), 'utf8').slice(1).split('\r\n')
    expect(rows.filter((row) => /^[ac]\.txt,(是|yes),/.test(row))).toHaveLength(2)
    expect(rows.find((row) => row.startsWith('b.txt'))).toContain('503 Server Overloaded')
  })

  it(
    fixed ? 'refuses a prompt.txt without <notes> tags' : 'sends a prompt cut to six characters',
    async () => {
      const prompt =
        language === 'zh'
          ? '请为下面的产品笔记写三版首屏文案，只输出 JSON。\n'
          : 'Write three landing page versions for these notes, as JSON.\n'
      const dir = project(prompt)
      const api = await deepseekStandIn([example])
      const ran = await runIn(dir, api.url)
      if (fixed) {
        expect(ran.code).toBe(2)
        expect(ran.stderr).toContain('<notes>')
        expect(api.seen).toHaveLength(0)
      } else {
        expect(api.seen.length).toBeGreaterThan(0)
        expect(api.seen[0]!.body.messages[0]!.content.startsWith(prompt.slice(0, 6) + '\n')).toBe(true)
        expect(api.seen[0]!.body.messages[0]!.content).not.toContain('JSON')
      }
    },
  )

  it(
    fixed
      ? 'reports odd answers and a GBK sample row by row'
      : 'crashes on a number headline or the GBK sample',
    async () => {
      const dir = project()
      writeFileSync(join(dir, 'samples', 'c.txt'), Buffer.from([0xc9, 0xcc, 0xc6, 0xb7])) // 商品 in GBK
      const numberHeadline = JSON.stringify({
        variants: [{ angle: '', headline: 5, subheadline: '', cta: '' }],
        assumptions: [],
      })
      const api = await deepseekStandIn([numberHeadline, '[1, 2, 3]'])
      const ran = await runIn(dir, api.url)
      if (!fixed) {
        expect(ran.code).not.toBe(0)
        expect(ran.stderr).toMatch(/TypeError|UnicodeDecodeError/)
        return expect(existsSync(join(dir, 'results.csv'))).toBe(false)
      }
      expect(ran.code).toBe(0)
      const rows = readFileSync(join(dir, 'results.csv'), 'utf8').slice(1).split('\r\n')
      const shape = language === 'zh' ? '不是要求的 JSON 结构' : 'not the JSON structure asked for'
      expect(rows.find((row) => row.startsWith('a.txt'))).toContain(shape)
      expect(rows.find((row) => row.startsWith('b.txt'))).toContain(shape)
      expect(rows.find((row) => row.startsWith('c.txt'))).toContain(
        language === 'zh' ? 'c.txt 不是 UTF-8 编码' : 'c.txt not saved as UTF-8',
      )
    },
  )
})
