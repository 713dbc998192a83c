import { readdir, readFile, realpath } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { McpServer } from '@modelcontextprotocol/server'
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { z } from 'zod'

// 这个服务只共享这一个文件夹，而且没有任何写入、移动或删除的工具：
// 无论模型（或藏在文档里的注入提示）提出什么要求，这里的文件都改不了。
// 没写 SHOP_DIR 就不启动：客户端启动服务时的当前目录不确定（可能是 /），默认用它就可能把整块硬盘共享出去。
const setting = process.env.SHOP_DIR ?? ''
if (!isAbsolute(setting)) {
  console.error('SHOP_DIR 必须是店铺文件夹的绝对路径（在配置的 env 里写明），服务不启动。')
  process.exit(1)
}
const shopDir = await realpath(setting).catch(() => {
  console.error(`SHOP_DIR 指向的文件夹不存在或打不开：${setting}，服务不启动。`)
  process.exit(1)
})
const readOnly = { readOnlyHint: true, openWorldHint: false }

/** 店铺文件夹里某个文件的真实路径；凡是通向文件夹外的路径（../、绝对路径、链接）一律拒绝。 */
async function inShop(path: string): Promise<string> {
  // 报错里只写模型给的路径：系统原来的报错会把文件夹的绝对路径告诉模型。
  const file = await realpath(resolve(shopDir, path)).catch(() => {
    throw new Error(`${path} is not in the shop folder`)
  })
  const inside = relative(shopDir, file)
  if (inside === '..' || inside.startsWith('..' + sep) || isAbsolute(inside))
    throw new Error(`${path} is outside the shop folder`)
  return file
}

/** 文件夹里所有文件的相对路径，最多 maxNames 个；链接一律跳过，免得顺着链接走出文件夹或绕圈。 */
const maxNames = 1000
async function listShop(): Promise<string[]> {
  const names: string[] = []
  const folders = ['']
  for (let i = 0; i < folders.length && names.length <= maxNames; i++) {
    for (const entry of await readdir(join(shopDir, folders[i]), { withFileTypes: true })) {
      const name = folders[i] ? `${folders[i]}/${entry.name}` : entry.name
      // isDirectory()、isFile() 对链接都是 false：链接既不进入也不列出。
      if (entry.isDirectory()) folders.push(name)
      else if (entry.isFile()) names.push(name)
    }
  }
  const listed = names.slice(0, maxNames).sort()
  // 多于 maxNames 个就在最后说一声，免得模型以为没列出的文件不存在。
  return names.length > maxNames ? [...listed, '（只列出了前 1000 个文件，后面的没有列出）'] : listed
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
    // Excel 导出的文件以 CRLF 换行，还可能给单元格加引号（"C-9"）：两种换行都切开，再去掉引号。
    const row = csv
      .split(/\r?\n/)
      .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')))
      .find(([code]) => code === sku)
    const text = row ? `${sku}: ${row[1]} in stock` : `No product with SKU ${sku}`
    return { content: [{ type: 'text', text }] }
  },
)

// stdout 用来传协议消息，日志只能写到 stderr。
await server.connect(new StdioServerTransport())
console.error(`shop server ready, sharing ${shopDir} read-only`)
