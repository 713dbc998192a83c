import type { Client } from '@modelcontextprotocol/client'
import { join } from 'node:path'
import { callText } from './mcp-client.ts'
import { folderSnapshot } from './folder-snapshot.ts'

/**
 * What a model talked into it could ask for to change a shared folder: the write tools of the
 * reference filesystem server, with the arguments that server takes. A server without these tools
 * refuses each call; one that has them changes the folder.
 */
function writeCalls(folder: string): [string, Record<string, unknown>][] {
  const file = join(folder, 'notes', 'returns.md')
  return [
    ['write_file', { path: join(folder, 'new.txt'), content: 'written by the model' }],
    ['edit_file', { path: file, edits: [{ oldText: 'Returns', newText: 'Edited' }] }],
    ['create_directory', { path: join(folder, 'made-by-model') }],
    ['move_file', { source: join(folder, 'stock.csv'), destination: join(folder, 'moved.csv') }],
  ]
}

/** The paths in the folder that the write attempts added, changed or removed; empty means it held. */
export async function changesAfterWriteAttempts(client: Client, folder: string): Promise<string[]> {
  const before = folderSnapshot(folder)
  for (const [name, args] of writeCalls(folder)) await callText(client, name, args)
  const after = folderSnapshot(folder)
  const paths = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...paths].filter((path) => before[path] !== after[path]).sort()
}
