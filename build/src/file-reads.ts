import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

export interface FileReads {
  /** Distinct files read. */
  files: number
  /** Reads in all: equal to `files` when each was read once. */
  reads: number
  /** The files read more than once, with how often. */
  repeated: Record<string, number>
}

/**
 * Counts this process's reads of the files whose path matches `pattern`, through node:fs and
 * node:fs/promises (the ES module exports are synced with the patched functions, so every import
 * sees them). The build counts its reads of guide files with it: the corpus reads each once, and
 * nothing after it should read one again.
 */
export function countFileReads(pattern: RegExp): () => FileReads {
  const counts = new Map<string, number>()
  const note = (path: unknown) => {
    const name = String(path instanceof URL ? path.pathname : path)
    if (pattern.test(name)) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const readFileSync = fs.readFileSync
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: never) => {
    note(path)
    return readFileSync(path, options)
  }) as typeof fs.readFileSync
  const readFile = fs.promises.readFile
  fs.promises.readFile = ((path: Parameters<typeof readFile>[0], options?: never) => {
    note(path)
    return readFile(path, options)
  }) as typeof fs.promises.readFile
  syncBuiltinESMExports()
  return () => ({
    files: counts.size,
    reads: [...counts.values()].reduce((sum, count) => sum + count, 0),
    repeated: Object.fromEntries([...counts].filter(([, count]) => count > 1)),
  })
}
