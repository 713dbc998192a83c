import { readdir, readFile, realpath, stat } from 'node:fs/promises'
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
if (!(await stat(shopDir)).isDirectory()) {
  console.error(`SHOP_DIR 指向的是一个文件，不是文件夹：${setting}，服务不启动。`)
  process.exit(1)
}
const readOnly = { readOnlyHint: true, openWorldHint: false }

/** 用平常话说明文件或文件夹为什么打不开；Node 自己的报错会写出绝对路径。 */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return '没有这个文件'
  if (code === 'EACCES' || code === 'EPERM') return '没有权限'
  if (code === 'EISDIR') return '这是文件夹，不是文件'
  if (code === 'ENOTDIR') return '路径中间有一段是文件，不是文件夹'
  return `系统拒绝了（${code ?? '未知错误'}）`
}

/** 店铺文件夹里某个文件的真实路径；凡是通向文件夹外的路径（../、绝对路径、链接）一律拒绝。 */
async function inShop(path: string): Promise<string> {
  // 报错里只写相对于店铺文件夹的路径：系统原来的报错会把文件夹的绝对路径告诉模型。
  const outside = (to: string) => {
    const inside = relative(shopDir, to)
    return inside === '..' || inside.startsWith('..' + sep) || isAbsolute(inside)
  }
  const asked = resolve(shopDir, path)
  if (outside(asked)) throw new Error(`${path} 在店铺文件夹之外`)
  const shown = relative(shopDir, asked) || '.'
  const file = await realpath(asked).catch((error: unknown) => {
    throw new Error(`${shown} 读不了（${reason(error)}）`)
  })
  if (outside(file)) throw new Error(`${shown} 在店铺文件夹之外`)
  return file
}

/** 店铺文件夹里一个文件的内容；读不了就报错，报错里只写相对路径。 */
async function readShop(path: string): Promise<string> {
  const file = await inShop(path)
  return readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`${relative(shopDir, file)} 读不了（${reason(error)}）`)
  })
}

/**
 * 文件夹里所有文件的相对路径，最多 maxNames 个（按一层层找到的先后取前面的）；链接一律跳过，
 * 免得顺着链接走出文件夹或绕圈；打不开的子文件夹跳过，并在最后写明，而不是让整个列表失败。
 */
const maxNames = 1000
async function listShop(): Promise<string[]> {
  const names: string[] = []
  const skipped: string[] = []
  const folders = ['']
  for (const folder of folders) {
    const entries = await readdir(join(shopDir, folder), { withFileTypes: true }).catch((error: unknown) => {
      if (!folder) throw new Error(`店铺文件夹列不出来（${reason(error)}）`)
      skipped.push(`（${folder}/ 打不开：${reason(error)}，里面的文件没有列出）`)
      return []
    })
    for (const entry of entries) {
      const name = folder ? `${folder}/${entry.name}` : entry.name
      // isDirectory()、isFile() 对链接都是 false：链接既不进入也不列出。
      if (entry.isDirectory()) folders.push(name)
      else if (entry.isFile()) names.push(name)
    }
  }
  // 多于 maxNames 个就说一共有多少，免得模型以为没列出的文件不存在；
  // 列出哪些取决于找到的先后，不是按字母顺序。
  const cut =
    names.length > maxNames
      ? [`（共找到 ${names.length} 个文件，只列出了最先找到的 ${maxNames} 个，没列出的文件也可能存在）`]
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
