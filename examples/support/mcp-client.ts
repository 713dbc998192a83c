import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'

export interface ServerLaunch {
  command: string
  args: string[]
  env?: Record<string, string>
  cwd?: string
}

/**
 * A TypeScript server file started with Node the way its compiled .js would be: tsx stands in for
 * tsc, found from this package's folder.
 */
export function nodeLaunch(file: string, env: Record<string, string>): ServerLaunch {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', file],
    env,
    cwd: join(import.meta.dirname, '..'),
  }
}

/**
 * A client connected over stdio to a server started the way a desktop host starts one from its
 * config (the host's own environment plus the config's env). The caller closes it.
 */
export async function connectTo(server: ServerLaunch): Promise<Client> {
  const client = new Client({ name: 'examples-test', version: '1.0.0' })
  await client.connect(new StdioClientTransport({ ...server, stderr: 'pipe' }))
  return client
}

/** The text a tool call answered with, or "error: ..." for a refusal, so both read alike in a test. */
export async function callText(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  try {
    const result = await client.callTool({ name, arguments: args })
    const content = Array.isArray(result.content) ? (result.content as { text?: string }[]) : []
    const text = content.map((part) => part.text ?? '').join('\n')
    return result.isError ? `error: ${text}` : text
  } catch (error) {
    return `error: ${(error as Error).message}`
  }
}
