import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const notes = join(import.meta.dirname, '..', 'products-tech', 'ai-mcp', 'fixtures', 'shop')

/**
 * The reader's shop folder as the MCP guide describes it, under `root`: a stock sheet saved from
 * Excel (a BOM and CRLF line ends) and a notes file; beside it, outside the shared folder, a file
 * no tool may read.
 */
export function makeShopFolder(root: string): { shop: string; outside: string } {
  const shop = join(root, 'shop')
  mkdirSync(shop)
  cpSync(notes, shop, { recursive: true })
  writeFileSync(join(shop, 'stock.csv'), '\ufeffsku,stock\r\nA-102,12\r\nB-7,0\r\n')
  const outside = join(root, 'private.txt')
  writeFileSync(outside, 'bank password: not for the model\n')
  return { shop, outside }
}
