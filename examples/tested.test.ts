// tested.json is what each snippet's page says under it: "tested with Node 20 ... on <date>". These
// checks keep that line true: every entry has a test beside its file, names only tools the site has a
// label for, and the versions in those labels are the ones this machine actually ran.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from './support/debian-python.ts'
import { installedPackage } from './support/installed-package.ts'
import { run } from './support/run.ts'

interface Entry {
  how: 'run' | 'checked'
  with: string[]
  on: string
}

const repo = join(import.meta.dirname, '..')
const tested = JSON.parse(readFileSync(join(import.meta.dirname, 'tested.json'), 'utf8')) as Record<
  string,
  Entry
>
const labels = (language: string) =>
  (
    JSON.parse(readFileSync(join(repo, 'public', 'locales', language, 'guides.json'), 'utf8')) as {
      blocks: { tested: { tools: Record<string, string> } }
    }
  ).blocks.tested.tools

const output = async (file: string, args: string[]) => (await run(file, args)).stdout.trim()
const majorMinor = (version: string) => version.match(/\d+\.\d+/)?.[0] ?? version
const packageVersion = (name: string) => majorMinor(installedPackage(name).version)
const debian = () => `Debian ${readFileSync('/etc/debian_version', 'utf8').trim().split('.')[0]}`

/** What each tool's label must say, read from what this machine runs. */
const versions: Record<string, () => Promise<string[]>> = {
  node: async () => [`Node ${process.versions.node.split('.')[0]}`],
  python: async () => [majorMinor(await output(debianPython, ['--version'])), debian()],
  pandas: async () => [
    majorMinor(await output(debianPython, ['-c', 'import pandas; print(pandas.__version__)'])),
    debian(),
  ],
  bash: async () => [`bash ${majorMinor(await output('bash', ['-c', 'echo $BASH_VERSION']))}`],
  zsh: async () => [`zsh ${majorMinor(await output('zsh', ['-c', 'echo $ZSH_VERSION']))}`],
  curl: async () => [`curl ${majorMinor(await output('curl', ['--version']))}`],
  cron: async () => [debian()],
  mcpSdk: async () => [packageVersion('@modelcontextprotocol/server')],
  vercelRoutingUtils: async () => [`@vercel/routing-utils ${packageVersion('@vercel/routing-utils')}`],
  dockerfileAst: async () => [`dockerfile-ast ${packageVersion('dockerfile-ast')}`],
  yaml: async () => [`yaml ${packageVersion('yaml')}`],
  outputFormat: async () => [],
}

describe('tested.json', () => {
  it.each(Object.keys(tested))('%s exists and has a test beside it', (path) => {
    expect(existsSync(join(repo, path))).toBe(true)
    const stem = basename(path)
      .replace(/\.(zh|en)(?=\.[^.]+$)/, '')
      .replace(/\.[^.]+$/, '')
    expect(existsSync(join(repo, dirname(path), `${stem}.test.ts`)), `${stem}.test.ts`).toBe(true)
  })

  it('dates each entry no later than today, and tests the two language copies of a file alike', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const [path, entry] of Object.entries(tested)) {
      expect(entry.on <= today, path).toBe(true)
      const other = tested[path.replace('.zh.', '.en.')]
      if (path.includes('.zh.')) expect(other, path).toEqual(entry)
    }
  })

  const tools = [...new Set(Object.values(tested).flatMap((entry) => entry.with))]
  it.each(tools)('labels %s with the version this machine ran, in both languages', async (tool) => {
    const expected = await (
      versions[tool] ?? (() => Promise.reject(new Error(`no version check for ${tool}`)))
    )()
    for (const language of ['en', 'zh']) {
      const label = labels(language)[tool] ?? ''
      expect(label, `${language} label for ${tool}`).not.toBe('')
      for (const part of expected) expect(label, `${language} label for ${tool}`).toContain(part)
    }
  })
})
