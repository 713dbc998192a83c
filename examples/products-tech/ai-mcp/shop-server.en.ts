import { readdir, readFile, realpath, stat } from 'node:fs/promises'
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
if (!(await stat(shopDir)).isDirectory()) {
  console.error(`SHOP_DIR names a file, not a folder: ${setting}; not starting.`)
  process.exit(1)
}
const readOnly = { readOnlyHint: true, openWorldHint: false }

/** Why a file or folder could not be opened, in plain words; Node's own message names the absolute path. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return 'it does not exist'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EISDIR') return 'it is a folder, not a file'
  if (code === 'ENOTDIR') return 'a part of the path is a file, not a folder'
  return `the system refused (${code ?? 'unknown error'})`
}

/** The real path of a file in the shop folder; refuses any path that leads out of it (../, absolute, links). */
async function inShop(path: string): Promise<string> {
  // Errors name only the path relative to the folder: the system's own would tell the model where the folder is.
  const outside = (to: string) => {
    const inside = relative(shopDir, to)
    return inside === '..' || inside.startsWith('..' + sep) || isAbsolute(inside)
  }
  const asked = resolve(shopDir, path)
  if (outside(asked)) throw new Error(`${path} is outside the shop folder`)
  const shown = relative(shopDir, asked) || '.'
  const file = await realpath(asked).catch((error: unknown) => {
    throw new Error(`${shown} cannot be read (${reason(error)})`)
  })
  if (outside(file)) throw new Error(`${shown} is outside the shop folder`)
  return file
}

/** The text of one file in the shop folder, or an error that names it relative to the folder. */
async function readShop(path: string): Promise<string> {
  const file = await inShop(path)
  return readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`${relative(shopDir, file)} cannot be read (${reason(error)})`)
  })
}

/**
 * Every file in the folder, relative to it, at most maxNames (the first found, folder by folder);
 * links are skipped, so the walk cannot leave the folder or loop; a subfolder it cannot open is named
 * at the end and skipped, instead of failing the whole list.
 */
const maxNames = 1000
async function listShop(): Promise<string[]> {
  const names: string[] = []
  const skipped: string[] = []
  const folders = ['']
  for (const folder of folders) {
    const entries = await readdir(join(shopDir, folder), { withFileTypes: true }).catch((error: unknown) => {
      if (!folder) throw new Error(`the shop folder cannot be listed (${reason(error)})`)
      skipped.push(`(${folder}/ could not be opened: ${reason(error)}; its files are not listed)`)
      return []
    })
    for (const entry of entries) {
      const name = folder ? `${folder}/${entry.name}` : entry.name
      // isDirectory() and isFile() are both false for a link: it is neither entered nor listed.
      if (entry.isDirectory()) folders.push(name)
      else if (entry.isFile()) names.push(name)
    }
  }
  // Past maxNames, say how many there are, so the model does not take an unlisted file as missing;
  // which ones are listed depends on the order the walk met them, not on the alphabet.
  const cut =
    names.length > maxNames
      ? [
          `(${names.length} files found; only the first ${maxNames} found are listed, so a file not listed here may still exist)`,
        ]
      : []
  return [...names.slice(0, maxNames).sort(), ...skipped, ...cut]
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
  async ({ path }) => ({ content: [{ type: 'text', text: await readShop(path) }] }),
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
    const csv = await readShop('stock.csv')
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
