import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkKeyUses, compareLanguages, findKeyUses, readLocales } from './i18n-check-core'

function fixture(files: Record<string, unknown>, sources: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'))
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, 'locales', path, '..'), { recursive: true })
    writeFileSync(join(dir, 'locales', path), typeof data === 'string' ? data : JSON.stringify(data))
  }
  mkdirSync(join(dir, 'src'), { recursive: true })
  for (const [path, source] of Object.entries(sources)) writeFileSync(join(dir, 'src', path), source)
  return dir
}

function runCheck(dir: string): { code: number; output: string } {
  try {
    const output = execFileSync(
      'npx',
      ['tsx', 'tools/src/i18n-check/i18n-check.ts', join(dir, 'locales'), join(dir, 'src')],
      {
        encoding: 'utf8',
        stdio: 'pipe',
      },
    )
    return { code: 0, output }
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string }
    return { code: failure.status, output: failure.stdout + failure.stderr }
  }
}

const good = {
  'zh/common.json': { greeting: '你好', nested: { a: '甲' } },
  'en/common.json': { greeting: 'Hello', nested: { a: 'A' } },
}

describe('i18n:check', () => {
  it('passes matching files whose keys the code uses', () => {
    const dir = fixture(good, {
      'a.tsx': "const { t } = useTranslation('common'); t('greeting'); t('nested.a')",
    })
    expect(runCheck(dir)).toMatchObject({ code: 0 })
  }, 20_000)

  it('fails, naming the key, when a language lacks a key', () => {
    const dir = fixture({ ...good, 'en/common.json': { greeting: 'Hello', nested: {} } })
    const result = runCheck(dir)
    expect(result.code).toBe(1)
    expect(result.output).toContain('en/common.json: missing key "nested.a"')
  }, 20_000)

  it('fails on an empty value', () => {
    const dir = fixture({ ...good, 'zh/common.json': { greeting: '  ', nested: { a: '甲' } } })
    const result = runCheck(dir)
    expect(result.code).toBe(1)
    expect(result.output).toContain('zh/common.json: "greeting" is empty')
  }, 20_000)

  it('fails when code uses a key no locale file defines', () => {
    const dir = fixture(good, { 'b.tsx': "t('farewell')\nt('greeting', { ns: 'other' })" })
    const result = runCheck(dir)
    expect(result.code).toBe(1)
    expect(result.output).toContain('"farewell" is not defined in zh')
    expect(result.output).toContain('"greeting" is not defined in en (other)')
  }, 20_000)

  it('fails on a namespace present in one language only, and on broken JSON', () => {
    const dir = fixture({ ...good, 'zh/extra.json': { x: '一' }, 'en/broken.json': '{ nope' })
    const result = runCheck(dir)
    expect(result.code).toBe(1)
    expect(result.output).toContain('en/extra.json is missing')
    expect(result.output).toContain('en/broken.json: not valid JSON')
  }, 20_000)
})

describe('i18n:check core', () => {
  it('finds literal keys with their namespaces', () => {
    const uses = findKeyUses(
      'x.tsx',
      "useTranslation(['guides', 'navigation'])\nt('a.b')\nt('c', { ns: 'auth' })\n<Trans i18nKey=\"d\" />",
    )
    expect(uses.map((use) => [use.key, use.namespaces])).toEqual([
      ['a.b', ['common', 'guides', 'navigation']],
      ['c', ['auth']],
      ['d', ['common', 'guides', 'navigation']],
    ])
  })

  it('accepts parent keys (returnObjects) and plural forms', () => {
    const dir = fixture({
      'zh/common.json': { list: ['一'], item_other: '{{count}} 项' },
      'en/common.json': { list: ['one'], item_one: 'one item', item_other: '{{count}} items' },
    })
    const { tree } = readLocales(join(dir, 'locales'))
    expect(
      checkKeyUses(tree, [
        { where: 'x', key: 'list', namespaces: ['common'] },
        { where: 'x', key: 'item', namespaces: ['common'] },
      ]),
    ).toEqual([])
    expect(compareLanguages(tree)).toEqual([])
    tree.zh.common.delete('item_other')
    expect(compareLanguages(tree)).toContain('zh/common.json: missing key "item_one" (present in en)')
  })
})
