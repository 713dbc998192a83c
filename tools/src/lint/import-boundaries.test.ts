import { ESLint } from 'eslint'
import { join } from 'node:path'

// Lints fixture code as if it stood at a given place in src/, against the repo's real ESLint config.
const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..', '..') })

async function ruleIdsFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((message) => message.ruleId)
}

describe('import boundaries (ARCHITECTURE.md)', () => {
  it('stops a shared component from importing a feature', async () => {
    const code = "import { useAuth } from '@/auth'\nexport const fixture = useAuth\n"
    expect(await ruleIdsFor(code, 'src/components/fixture.ts')).toContain('import-x/no-restricted-paths')
  })

  it('stops src/lib from importing a page', async () => {
    const code = "import HomePage from '@/pages/home/home-page'\nexport const fixture = HomePage\n"
    expect(await ruleIdsFor(code, 'src/lib/fixture.ts')).toContain('import-x/no-restricted-paths')
  })

  it('stops one page folder from importing another', async () => {
    const code = "import HomePage from '@/pages/home/home-page'\nexport const fixture = HomePage\n"
    expect(await ruleIdsFor(code, 'src/pages/marketing/fixture.ts')).toContain('import-x/no-restricted-paths')
  })

  it('stops a feature from reaching into auth internals', async () => {
    const code = "import { AuthDialog } from '@/auth/auth-dialog'\nexport const fixture = AuthDialog\n"
    expect(await ruleIdsFor(code, 'src/layout/fixture.tsx')).toContain('no-restricted-imports')
  })

  it("lets the account pages take the lazy forms from '@/auth/account-forms', kept off the entry", async () => {
    const code = "import { ProfileForm } from '@/auth/account-forms'\nexport const fixture = ProfileForm\n"
    expect(await ruleIdsFor(code, 'src/pages/account/fixture.tsx')).toEqual([])
  })

  it('lets a page use shared components, paths and the auth surface', async () => {
    const code = [
      "import { cn } from '@/lib/cn'",
      "import { Button } from '@/components/ui/button'",
      "import { useAuth } from '@/auth'",
      'export const fixture = [cn, Button, useAuth]',
      '',
    ].join('\n')
    expect(await ruleIdsFor(code, 'src/pages/marketing/fixture.ts')).toEqual([])
  })

  it('keeps the whole route table out of pages and features, whose scripts would grow with every guide; its types are free', async () => {
    const code =
      "import { routesUnder } from '@/routes/route-table'\nexport const fixture = routesUnder('/marketing/research')\n"
    expect(await ruleIdsFor(code, 'src/pages/marketing/fixture.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    )
    expect(await ruleIdsFor(code, 'src/search/fixture.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    )
    const types =
      "import type { AppRoute } from '@/routes/route-table'\nexport const fixture: AppRoute[] = []\n"
    expect(await ruleIdsFor(types, 'src/pages/marketing/fixture.ts')).toEqual([])
  })

  it('keeps content/ at the bottom: it imports nothing from the site, the build or the tools', async () => {
    const relative = "import { cn } from '../../../src/lib/cn'\nexport const fixture = cn\n"
    expect(await ruleIdsFor(relative, 'content/src/rules/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    )
    const alias = "import { cn } from '@/lib/cn'\nexport const fixture = cn\n"
    expect(await ruleIdsFor(alias, 'content/src/rules/fixture.ts')).toContain('no-restricted-imports')
    const own = "import { text } from '../schema/content-schema'\nexport const fixture = text\n"
    expect(await ruleIdsFor(own, 'content/src/rules/fixture.ts')).toEqual([])
  })

  it('keeps the layers in order: tools -> build -> src -> content, nothing importing up', async () => {
    const build =
      "import { buildSearchIndex } from '../../build/src/search-index/build-search-index'\nexport const fixture = buildSearchIndex\n"
    expect(await ruleIdsFor(build, 'src/lib/fixture.ts')).toContain('import-x/no-restricted-paths')
    const tools =
      "import { findChromium } from '../../tools/src/find-chromium'\nexport const fixture = findChromium\n"
    expect(await ruleIdsFor(tools, 'build/src/fixture.ts')).toContain('import-x/no-restricted-paths')
    const down =
      "import { routeTable } from '../../src/routes/route-table'\nexport const fixture = routeTable\n"
    expect(await ruleIdsFor(down, 'build/src/fixture.ts')).toEqual([])
    const bench =
      "import { routeBytes } from '../../build/src/route-bytes'\nexport const fixture = routeBytes\n"
    expect(await ruleIdsFor(bench, 'tools/src/fixture.ts')).toEqual([])
  })

  it('caps a source file at 300 lines of code', async () => {
    const code =
      Array.from({ length: 301 }, (_, index) => `export const line${index} = ${index}`).join('\n') + '\n'
    expect(await ruleIdsFor(code, 'emulator/src/fixture.ts')).toContain('max-lines')
  })
})
