// The guide's macOS lines (section-7): a virtual environment in .venv, pandas installed into it with
// its own pip from Tsinghua's PyPI mirror, and retention.py run with its python, pasted into bash or
// zsh in the folder that holds retention.py and orders.csv. The reader's starting state is a python3
// that refuses `pip install` outside a virtual environment (PEP 668, "externally-managed-environment"),
// as Homebrew's python3 on macOS does: Debian 12's /usr/bin/python3 carries the same EXTERNALLY-MANAGED
// marker and stands in for it, first on PATH as python3. The mirror is a local stand-in index whose
// "pandas" wheel holds only a .pth line that points the virtual environment at Debian's own pandas
// (python3-pandas), so nothing reaches the network and the script still runs with a real pandas.
// Not run here: macOS and Homebrew themselves, and a real pandas download from the mirror.
// The line the guide gave before (fixtures/install-macos.2026-12-04.sh: python3 -m pip install
// pandas -i …) is refused by such a python3 and installs nothing; the same check rejects it.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineCodeOf } from '../../support/article-blocks.ts'
import { debianPython } from '../../support/debian-python.ts'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { makeTempDir, tempDir } from '../../support/temp-dir.ts'

const guide = 'products-tech/programming-analysis'
const here = import.meta.dirname
const mirror = 'https://pypi.tuna.tsinghua.edu.cn/simple'
const snippet = join(here, 'install-macos.sh')
const before = join(here, 'fixtures', 'install-macos.2026-12-04.sh')
const wheelName = 'pandas-2.2.3-py3-none-any.whl'

let server: Server
let index = ''
let wheel: Buffer
const downloads: string[] = []

/** A wheel named pandas whose only content is a .pth line adding Debian's dist-packages. */
function standInWheel(): Buffer {
  const folder = makeTempDir('pandas-wheel')
  const out = join(folder.dir, wheelName)
  execFileSync(debianPython, [
    '-c',
    [
      'import sys, zipfile',
      'info = "pandas-2.2.3.dist-info/"',
      'with zipfile.ZipFile(sys.argv[1], "w") as whl:',
      '    whl.writestr("pandas_debian.pth", "/usr/lib/python3/dist-packages\\n")',
      '    whl.writestr(info + "METADATA", "Metadata-Version: 2.1\\nName: pandas\\nVersion: 2.2.3\\n")',
      '    whl.writestr(info + "WHEEL", "Wheel-Version: 1.0\\nGenerator: stand-in\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")',
      '    whl.writestr(info + "RECORD", "")',
    ].join('\n'),
    out,
  ])
  const bytes = readFileSync(out)
  folder.remove()
  return bytes
}

beforeAll(async () => {
  wheel = standInWheel()
  server = createServer((request, response) => {
    const url = request.url ?? ''
    if (url === '/simple/pandas/') {
      response.setHeader('content-type', 'text/html')
      response.end(`<html><body><a href="/files/${wheelName}">${wheelName}</a></body></html>`)
    } else if (url === `/files/${wheelName}`) {
      downloads.push(url)
      response.setHeader('content-type', 'application/octet-stream')
      response.end(wheel)
    } else {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  index = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple`
})

afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Pastes the lines into a shell in a fresh folder with retention.py and the guide's orders.csv. */
async function pasteInto(shell: 'bash' | 'zsh', file: string, language: 'en' | 'zh') {
  const home = tempDir('install-home')
  const bin = join(home, 'bin')
  mkdirSync(bin)
  symlinkSync(debianPython, join(bin, 'python3'))
  const project = tempDir('install-project')
  copyFileSync(join(here, `retention.${language}.py`), join(project, 'retention.py'))
  writeFileSync(join(project, 'orders.csv'), `${inlineCodeOf(language, guide, 'orders.csv').trim()}\n`)
  const lines = readFileSync(file, 'utf8').replaceAll(mirror, index)
  const before = downloads.length
  const ran = await run(shell, ['-e', '-c', lines], {
    cwd: project,
    env: readerEnv(home, {
      PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
      PIP_DISABLE_PIP_VERSION_CHECK: '1',
      PIP_NO_CACHE_DIR: '1',
    }),
    timeoutMs: 120_000,
  })
  const out = join(project, 'retention.csv')
  const csv = existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n') : undefined
  return { ...ran, csv, downloaded: downloads.length > before }
}

/** What went wrong, or '' when the lines install pandas and run the script as the guide says. */
async function installsAndRuns(shell: 'bash' | 'zsh', file: string, language: 'en' | 'zh') {
  const ran = await pasteInto(shell, file, language)
  const expected = inlineCodeOf(language, guide, 'retention.csv').trim().split('\n')
  if (ran.code !== 0) return `exit ${ran.code}: ${ran.stderr.slice(0, 400)}`
  if (!ran.downloaded) return 'pandas was never fetched from the mirror'
  if (JSON.stringify(ran.csv) !== JSON.stringify(expected)) return `retention.csv ${JSON.stringify(ran.csv)}`
  return ''
}

describe.each(['bash', 'zsh'] as const)('install-macos.sh in %s', (shell) => {
  it.each(['en', 'zh'] as const)(
    'installs pandas in .venv and runs the %s script to the guide’s retention.csv',
    async (language) => {
      expect(await installsAndRuns(shell, snippet, language)).toBe('')
    },
    150_000,
  )

  it('rejects the line the guide gave before: pip refuses and installs nothing', async () => {
    expect(await installsAndRuns(shell, before, 'en')).not.toBe('')
    const ran = await pasteInto(shell, before, 'en')
    expect(ran.code).not.toBe(0)
    expect(ran.stderr).toContain('externally-managed-environment')
    expect(ran.downloaded).toBe(false)
  }, 150_000)
})
