// The guide's MCP server in each language's copy, run as a desktop host runs it (Node, stdio):
// it answers stock and file questions from the shop folder, refuses anything outside it, and has
// no way to change a file, which is what the guide means by "read-only".
import type { Client } from '@modelcontextprotocol/client'
import { symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callText, connectTo, nodeLaunch } from '../../support/mcp-client.ts'
import { makeShopFolder } from '../../support/mcp-shop-folder.ts'
import { changesAfterWriteAttempts } from '../../support/mcp-write-attempts.ts'
import { makeTempDir } from '../../support/temp-dir.ts'

describe.each(['shop-server.en.ts', 'shop-server.zh.ts'])('%s', (file) => {
  const { dir, remove } = makeTempDir('mcp-shop')
  const { shop, outside } = makeShopFolder(dir)
  symlinkSync(outside, join(shop, 'shortcut.txt'))
  let client: Client

  beforeAll(async () => {
    client = await connectTo(nodeLaunch(join(import.meta.dirname, file), { SHOP_DIR: shop }))
  })
  afterAll(async () => {
    await client.close()
    remove()
  })

  it('looks up stock in a sheet saved from Excel (BOM, CRLF line ends)', async () => {
    expect(await callText(client, 'get_stock', { sku: 'A-102' })).toBe('A-102: 12 in stock')
    expect(await callText(client, 'get_stock', { sku: 'B-7' })).toBe('B-7: 0 in stock')
    expect(await callText(client, 'get_stock', { sku: 'Z-1' })).toBe('No product with SKU Z-1')
  })

  it('lists and reads the files of the shop folder', async () => {
    expect((await callText(client, 'list_files', {})).split('\n')).toEqual(
      expect.arrayContaining(['notes/returns.md', 'stock.csv']),
    )
    expect(await callText(client, 'read_file', { path: 'notes/returns.md' })).toMatch(/^# Returns/)
  })

  it('refuses to read outside the folder: ../, an absolute path, a link that leads out', async () => {
    for (const path of ['../private.txt', outside, 'shortcut.txt']) {
      const answer = await callText(client, 'read_file', { path })
      expect(answer, path).toMatch(/^error: .*outside the shop folder/)
      expect(answer, path).not.toContain('bank password')
    }
  })

  it('marks every tool read-only and changes nothing when asked to write, edit, create or move', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint])).toEqual([
      ['list_files', true],
      ['read_file', true],
      ['get_stock', true],
    ])
    expect(await changesAfterWriteAttempts(client, shop)).toEqual([])
  })
})
