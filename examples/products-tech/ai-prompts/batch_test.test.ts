// The batch-test script in each language, run with Debian's Python the way its usage line says,
// over the guide's own prompt and two sample notes, against a local stand-in for DeepSeek's
// OpenAI-format chat endpoint. The stand-in first answers blank content (what the JSON Output mode
// returns when it cannot read the model's output as JSON), then the guide's example answer, then an
// answer whose headline is too long. The script must ask for JSON with thinking off, put each
// sample into the prompt's <notes>, ask again after a blank answer, and mark only the long one
// failed. Without a key it must send nothing.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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

/** A stand-in for https://api.deepseek.com on 127.0.0.1, answering each request with the next content. */
async function deepseekStandIn(contents: string[]): Promise<{ url: string; seen: Seen[] }> {
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
