import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { contentVersion } from './content-version'
import { repoRoot } from '@super-individual/content/node'

const roots: string[] = []
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'content-version-'))
  roots.push(root)
  cpSync(
    join(repoRoot, 'public', 'locales', 'en', 'common.json'),
    join(root, 'public', 'locales', 'en', 'common.json'),
  )
  writeFileSync(join(root, 'package-lock.json'), '{}')
  cpSync(join(import.meta.dirname, 'content-version.ts'), join(root, 'src', 'main.ts'))
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>')
  return root
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

describe('contentVersion', () => {
  it('is the same for the same inputs, whenever and wherever they are built', () => {
    const a = fixture()
    const b = fixture()
    utimesSync(join(b, 'index.html'), new Date(2020, 0, 1), new Date(2020, 0, 1))
    expect(contentVersion(a, '0.1.0')).toBe(contentVersion(b, '0.1.0'))
    expect(contentVersion(a, '0.1.0')).toMatch(/^0\.1\.0-[0-9a-f]{12}$/)
  })

  it('changes when code or a dependency changes, or a source file is added', () => {
    const root = fixture()
    const before = contentVersion(root, '0.1.0')
    writeFileSync(join(root, 'src', 'main.ts'), 'export {}')
    const edited = contentVersion(root, '0.1.0')
    expect(edited).not.toBe(before)
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}')
    const locked = contentVersion(root, '0.1.0')
    expect(locked).not.toBe(edited)
    writeFileSync(join(root, 'src', 'extra.ts'), 'export {}')
    expect(contentVersion(root, '0.1.0')).not.toBe(locked)
  })

  it('stays when only content changes, so unchanged pages keep their scripts', () => {
    const root = fixture()
    const before = contentVersion(root, '0.1.0')
    writeFileSync(join(root, 'public', 'locales', 'en', 'common.json'), '{"brand":"changed"}')
    expect(contentVersion(root, '0.1.0')).toBe(before)
  })

  it('ignores node_modules', () => {
    const root = fixture()
    const before = contentVersion(root, '0.1.0')
    cpSync(join(root, 'index.html'), join(root, 'src', 'node_modules', 'x.js'))
    expect(contentVersion(root, '0.1.0')).toBe(before)
  })
})
