import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ViteDevServer } from 'vite'
import { articleExamples } from './article-examples-plugin'

let repo: string
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true })
  writeFileSync(join(repo, path), text)
}
const reference = {
  sections: [{ blocks: [{ type: 'code', language: 'bash', example: 'examples/s/g/run.sh' }] }],
}
const tested = { how: 'run', with: ['bash'], on: '2026-11-26' }
// An article with no text still takes a minute.
const inlined = {
  sections: [{ blocks: [{ ...reference.sections[0].blocks[0], code: 'echo hi', tested }] }],
  readingMinutes: 1,
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'article-examples-'))
  write('examples/s/g/run.sh', 'echo hi\n')
  write('examples/tested.json', JSON.stringify({ 'examples/s/g/run.sh': tested }))
  write('public/locales/zh/articles/s/g.json', JSON.stringify(reference))
})
afterEach(() => rmSync(repo, { recursive: true, force: true }))

// The hooks called as Vite calls them; this plugin's hooks are plain functions.
type Hook = (...args: unknown[]) => unknown
let plugin: ReturnType<typeof articleExamples>
const hook = (name: string) => (plugin as unknown as Record<string, Hook>)[name]

describe('article-examples plugin', () => {
  beforeEach(() => {
    plugin = articleExamples(repo)
  })

  it('inlines an imported article module and watches its example file', () => {
    const addWatchFile = vi.fn()
    const result = hook('transform').call(
      { addWatchFile },
      JSON.stringify(reference),
      join(repo, 'public/locales/zh/articles/s/g.json'),
    ) as { code: string }
    expect(JSON.parse(result.code)).toEqual(inlined)
    expect(addWatchFile).toHaveBeenCalledWith(join(repo, 'examples/s/g/run.sh'))
    expect(hook('transform').call({ addWatchFile }, '{}', join(repo, 'src/x.json'))).toBeUndefined()
  })

  it('serves an article inlined in dev, and reloads the page when an example changes', () => {
    let middleware: Hook = () => {}
    let onChange: Hook = () => {}
    const send = vi.fn()
    const server = {
      watcher: { add: vi.fn(), on: (_event: string, listener: Hook) => (onChange = listener) },
      ws: { send },
      middlewares: { use: (handler: Hook) => (middleware = handler) },
    } as unknown as ViteDevServer
    hook('configureServer')(server)
    const response = { setHeader: vi.fn(), end: vi.fn() }
    const next = vi.fn()
    middleware({ url: '/locales/zh/articles/s/g.json?v=1' }, response, next)
    expect(JSON.parse(response.end.mock.calls[0][0] as string)).toEqual(inlined)
    middleware({ url: '/locales/zh/guides.json' }, response, next)
    expect(next).toHaveBeenCalledTimes(1)
    onChange(join(repo, 'src/app.tsx'))
    expect(send).not.toHaveBeenCalled()
    onChange(join(repo, 'examples/s/g/run.sh'))
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' })
  })
})
