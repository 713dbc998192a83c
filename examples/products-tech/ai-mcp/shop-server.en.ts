import { readdir, readFile, realpath } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { McpServer } from '@modelcontextprotocol/server'
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { z } from 'zod'

// The one folder this server shares. It has no tool that writes, moves or deletes, so a model
// (or a prompt injected into a document) cannot change anything here, whatever it asks for.
// No SHOP_DIR, no server: a host may start it from any folder (even /), and defaulting to that
// folder could share the whole disk.
const setting = process.env.SHOP_DIR ?? ''
if (!isAbsolute(setting)) {
  console.error(
    'SHOP_DIR must be the absolute path of the shop folder (set it in the config’s env); not starting.',
  )
  process.exit(1)
}
const shopDir = await realpath(setting).catch(() => {
  console.error(`SHOP_DIR names a folder that does not exist or cannot be opened: ${setting}; not starting.`)
  process.exit(1)
})
const readOnly = { readOnlyHint: true, openWorldHint: false }

/** The real path of a file in the shop folder; refuses any path that leads out of it (../, absolute, links). */
async function inShop(path: string): Promise<string> {
  // Name only the path asked for: the system's message would hand the model the folder's absolute path.
  const file = await realpath(resolve(shopDir, path)).catch(() => {
    throw new Error(`${path} is not in the shop folder`)
  })
  const inside = relative(shopDir, file)
  if (inside === '..' || inside.startsWith('..' + sep) || isAbsolute(inside))
    throw new Error(`${path} is outside the shop folder`)
  return file
}

/** Every file in the folder, relative to it, at most maxNames; links are skipped, so the walk cannot leave the folder or loop. */
const maxNames = 1000
async function listShop(): Promise<string[]> {
  const names: string[] = []
  const folders = ['']
  for (let i = 0; i < folders.length && names.length <= maxNames; i++) {
    for (const entry of await readdir(join(shopDir, folders[i]), { withFileTypes: true })) {
      const name = folders[i] ? `${folders[i]}/${entry.name}` : entry.name
      // isDirectory() and isFile() are both false for a link: a link is neither entered nor listed.
      if (entry.isDirectory()) folders.push(name)
      else if (entry.isFile()) names.push(name)
    }
  }
  const listed = names.slice(0, maxNames).sort()
  // Past maxNames, say so in the last line, so the model does not take a missing name for a missing file.
  return names.length > maxNames
    ? [...listed, '(only the first 1000 files are listed; the rest are not)']
    : listed
}

const server = new McpServer({ name: 'shop', version: '1.0.0' })

server.registerTool(
  'list_files',
  {
    title: 'List shop files',
    description: 'Lists the files in the shared shop folder (up to 1000), with paths relative to it.',
    annotations: readOnly,
  },
  async () => {
    return { content: [{ type: 'text', text: (await listShop()).join('\n') }] }
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
