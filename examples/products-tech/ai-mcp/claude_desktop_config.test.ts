// The guide's client config, started the way a desktop host starts it: every server it names is
// launched from the installed packages (never `npx -y`, which fetches whatever is newest), pointed at
// a copy of the shop folder, and asked to change it. The config the review found grants write access
// to the folder it calls read-only; kept as a fixture, it must fail the same check.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { installedPackage } from '../../support/installed-package.ts'
import { callText, connectTo, nodeLaunch, type ServerLaunch } from '../../support/mcp-client.ts'
import { makeShopFolder } from '../../support/mcp-shop-folder.ts'
import { changesAfterWriteAttempts } from '../../support/mcp-write-attempts.ts'
import { tempDir } from '../../support/temp-dir.ts'

interface ConfigServer {
  command: string
  args: string[]
  env?: Record<string, string>
}

const readConfig = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as {
    mcpServers: Record<string, ConfigServer>
  }
const current = readConfig('claude_desktop_config.json')
const reviewed = readConfig('fixtures/claude_desktop_config.before-fix.json')

/** The installed package's program, where `npx -y <package>` would download and run the newest. */
function installedBin(name: string): string {
  const { dir, bin = {} } = installedPackage(name)
  return join(dir, Object.values(bin)[0] ?? '')
}

/** A config entry with the reader's paths swapped for this machine's: the example file, the shop copy. */
function launchOf(server: ConfigServer, shop: string, serverFile: string): ServerLaunch {
  const local = (value: string) =>
    value.replace('/Users/me/mcp/shop-server.js', serverFile).replace('/Users/me/Documents/shop', shop)
  const env = Object.fromEntries(Object.entries(server.env ?? {}).map(([key, value]) => [key, local(value)]))
  if (server.command === 'npx') {
    const [, name = '', ...rest] = server.args
    return { command: process.execPath, args: [installedBin(name), ...rest.map(local)], env }
  }
  expect(server.command).toBe('node')
  const [script = '', ...rest] = server.args.map(local)
  const launch = nodeLaunch(script, env)
  return { ...launch, args: [...launch.args, ...rest] }
}

/** The paths in a fresh shop folder that a server, started from its config entry, changed when asked to write. */
async function changesThrough(server: ConfigServer, serverFile: string): Promise<string[]> {
  const { shop } = makeShopFolder(tempDir('mcp-config'))
  const client = await connectTo(launchOf(server, shop, serverFile))
  onTestFinished(() => client.close())
  return changesAfterWriteAttempts(client, shop)
}

describe('claude_desktop_config.json', () => {
  it('has the fields a desktop host reads: a command, its arguments, string environment values', () => {
    for (const server of Object.values(current.mcpServers)) {
      expect(server.command).toEqual(expect.any(String))
      expect(server.args.every((arg) => typeof arg === 'string')).toBe(true)
      expect(Object.values(server.env ?? {}).every((value) => typeof value === 'string')).toBe(true)
    }
  })

  it('starts nothing with npx -y, which would download and run whatever version is newest', () => {
    expect(Object.values(current.mcpServers).map((server) => server.command)).not.toContain('npx')
  })

  it.each(['shop-server.en.ts', 'shop-server.zh.ts'])(
    'starts servers that can read the shop folder and cannot change it (%s)',
    async (file) => {
      const serverFile = join(import.meta.dirname, file)
      const { shop } = makeShopFolder(tempDir('mcp-read'))
      const client = await connectTo(launchOf(current.mcpServers.shop as ConfigServer, shop, serverFile))
      onTestFinished(() => client.close())
      expect(await callText(client, 'get_stock', { sku: 'A-102' })).toBe('A-102: 12 in stock')
      for (const server of Object.values(current.mcpServers))
        expect(await changesThrough(server, serverFile)).toEqual([])
    },
  )

  it('rejects the reviewed config: its filesystem server writes to the folder it calls read-only', async () => {
    const files = reviewed.mcpServers.files as ConfigServer
    expect(files.args).toContain('@modelcontextprotocol/server-filesystem')
    expect(await changesThrough(files, '')).toEqual(
      expect.arrayContaining(['made-by-model', 'new.txt', 'notes/returns.md']),
    )
  })
})
