import { readdir, readFile, realpath } from 'node:fs/promises'
import { isAbsolute, relative, resolve } from 'node:path'
import { McpServer } from '@modelcontextprotocol/server'
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { z } from 'zod'

// The one folder this server shares. It has no tool that writes, moves or deletes, so a model
// (or a prompt injected into a document) cannot change anything here, whatever it asks for.
const shopDir = await realpath(process.env.SHOP_DIR ?? '.')
const readOnly = { readOnlyHint: true, openWorldHint: false }

/** The real path of a file in the shop folder; refuses any path that leads out of it (../, absolute, links). */
async function inShop(path: string): Promise<string> {
  // Name only the path asked for: the system's message would hand the model the folder's absolute path.
  const file = await realpath(resolve(shopDir, path)).catch(() => {
    throw new Error(`${path} is not in the shop folder`)
  })
  const inside = relative(shopDir, file)
  if (inside.startsWith('..') || isAbsolute(inside)) throw new Error(`${path} is outside the shop folder`)
  return file
}

const server = new McpServer({ name: 'shop', version: '1.0.0' })

server.registerTool(
  'list_files',
  {
    title: 'List shop files',
    description: 'Lists every file in the shared shop folder, with paths relative to it.',
    annotations: readOnly,
  },
  async () => {
    const names = await readdir(shopDir, { recursive: true })
    return { content: [{ type: 'text', text: names.sort().join('\n') }] }
  },
)

server.registerTool(
  'read_file',
  {
    title: 'Read a shop file',
    description: 'Returns the text of one file in the shop folder, for example notes/returns.md.',
    inputSchema: z.object({ path: z.string().describe('Path relative to the shop folder') }),
    annotations: readOnly,
  },
  async ({ path }) => ({ content: [{ type: 'text', text: await readFile(await inShop(path), 'utf8') }] }),
)

server.registerTool(
  'get_stock',
  {
    title: 'Look up stock',
    description: 'Returns the stock level of one product by its SKU, for example A-102.',
    inputSchema: z.object({ sku: z.string().describe('Product SKU') }),
    annotations: readOnly,
  },
  async ({ sku }) => {
    const csv = await readFile(await inShop('stock.csv'), 'utf8')
    // Excel writes CRLF line ends and may quote a cell ("C-9"); split on both, drop the quotes.
    const row = csv
      .split(/\r?\n/)
      .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')))
      .find(([code]) => code === sku)
    const text = row ? `${sku}: ${row[1]} in stock` : `No product with SKU ${sku}`
    return { content: [{ type: 'text', text }] }
  },
)

// stdout carries the protocol, so log to stderr only.
await server.connect(new StdioServerTransport())
console.error(`shop server ready, sharing ${shopDir} read-only`)
