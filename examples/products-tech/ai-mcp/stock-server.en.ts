import { readFile } from 'node:fs/promises'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

const server = new McpServer({ name: 'stock', version: '1.0.0' })

server.registerTool(
  'get_stock',
  {
    title: 'Look up stock',
    description: 'Returns the stock level of one product by its SKU, for example A-102.',
    inputSchema: { sku: z.string().describe('Product SKU') },
  },
  async ({ sku }) => {
    const csv = await readFile(process.env.STOCK_CSV ?? 'stock.csv', 'utf8')
    const row = csv
      .split('\n')
      .map((line) => line.split(','))
      .find(([code]) => code === sku)
    const text = row ? `${sku}: ${row[1]} in stock` : `No product with SKU ${sku}`
    return { content: [{ type: 'text', text }] }
  },
)

// stdout carries the protocol, so log to stderr only.
await server.connect(new StdioServerTransport())
console.error('stock server ready')
