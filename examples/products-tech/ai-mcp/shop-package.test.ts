// The reader's build, run as the guide tells it: a folder holding shop-package.json saved as
// package.json, shop-tsconfig.json saved as tsconfig.json and the server as shop-server.ts, then
// `npm run build` (tsc) and the config's `node shop-server.js`. npm install cannot run here, so the
// folder's node_modules is this repository's, whose versions must be the ones package.json pins.
// The compiled server is then asked the guide's questions by a host on the new SDK (v2) and by one
// still on v1 of the SDK, which most hosts shipped before the 2026-07-28 spec.
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport as StdioV1 } from '@modelcontextprotocol/sdk/client/stdio.js'
import { copyFileSync, existsSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { installedPackage } from '../../support/installed-package.ts'
import { callText, connectTo } from '../../support/mcp-client.ts'
import { makeShopFolder } from '../../support/mcp-shop-folder.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const here = import.meta.dirname
const repoModules = join(here, '..', '..', '..', 'node_modules')
const pinned = JSON.parse(readFileSync(join(here, 'shop-package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** The reader's project folder, before `npm run build`. */
function readerProject(serverFile: string): string {
  const dir = tempDir('mcp-build')
  copyFileSync(join(here, 'shop-package.json'), join(dir, 'package.json'))
  copyFileSync(join(here, 'shop-tsconfig.json'), join(dir, 'tsconfig.json'))
  copyFileSync(join(here, serverFile), join(dir, 'shop-server.ts'))
  symlinkSync(repoModules, join(dir, 'node_modules'), 'dir')
  return dir
}

describe('shop-package.json', () => {
  it('pins exact versions, the ones this test builds with, and builds with tsc', () => {
    expect(pinned.scripts.build).toBe('tsc')
    for (const [name, version] of Object.entries({ ...pinned.dependencies, ...pinned.devDependencies }))
      expect(installedPackage(name).version, name).toBe(version)
  })

  it.each(['shop-server.en.ts', 'shop-server.zh.ts'])(
    'npm run build compiles %s without an error, and the compiled server answers hosts on SDK v2 and v1',
    async (file) => {
      const dir = readerProject(file)
      const build = await run('npm', ['run', 'build'], { cwd: dir, timeoutMs: 120_000 })
      expect(build.stdout + build.stderr).not.toMatch(/error TS/)
      expect(build.code).toBe(0)
      expect(existsSync(join(dir, 'shop-server.js'))).toBe(true)

      const { shop } = makeShopFolder(dir)
      const launch = {
        command: process.execPath,
        args: [join(dir, 'shop-server.js')],
        env: { SHOP_DIR: shop },
      }
      const v2 = await connectTo(launch)
      onTestFinished(() => v2.close())
      expect(await callText(v2, 'get_stock', { sku: 'A-102' })).toBe('A-102: 12 in stock')

      const v1 = new ClientV1({ name: 'host-on-sdk-v1', version: '1.0.0' })
      await v1.connect(new StdioV1({ ...launch, stderr: 'pipe' }))
      onTestFinished(() => v1.close())
      const { tools } = await v1.listTools()
      expect(tools.map((tool) => tool.name)).toEqual(['list_files', 'read_file', 'get_stock'])
      const answer = await v1.callTool({ name: 'get_stock', arguments: { sku: 'B-7' } })
      expect(answer.content).toEqual([{ type: 'text', text: 'B-7: 0 in stock' }])
    },
    180_000,
  )
})
