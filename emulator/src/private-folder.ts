// The data folder holds emails, password hashes and refresh tokens (PGlite's write-ahead log among
// them): only the account running the emulator may read it, whatever its umask says.

import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const PRIVATE_FOLDER_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Gives a folder and everything below it owner-only modes: 0700 for folders, 0600 for files. */
export function makePrivate(folder: string): void {
  const stat = lstatSync(folder, { throwIfNoEntry: false })
  if (!stat || stat.isSymbolicLink()) return
  if (!stat.isDirectory()) {
    chmodSync(folder, PRIVATE_FILE_MODE)
    return
  }
  chmodSync(folder, PRIVATE_FOLDER_MODE)
  for (const entry of readdirSync(folder)) makePrivate(join(folder, entry))
}

/**
 * Files PGlite creates while running (new WAL segments) get owner-only modes too. A worker thread
 * cannot change the umask; there the folder is tightened again when the emulator stops.
 */
export function useOwnerOnlyUmask(): void {
  try {
    process.umask(0o077)
  } catch {
    // Not allowed in worker threads.
  }
}
