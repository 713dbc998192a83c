import { linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sha256, writeCacheFile } from '@super-individual/content/node'

export interface PieceStore {
  /** Writes one piece of the index to `target`. */
  write(target: string, json: string): void
  /** Deletes the kept pieces this build did not write. */
  prune(): void
}

/**
 * The index's pieces kept by their content under `dir`, each linked into the build rather than
 * written: at 1,000 guides the two languages have about 20,000 pieces (80 MB), and writing them
 * was 8 of a rebuild's 11 s in the index, while one edited guide changes a few hundred. Where a
 * link cannot be made (the build on another disk), pieces are written as they are. Without `dir`,
 * every piece is written.
 */
export function openPieceStore(dir: string | undefined): PieceStore {
  if (!dir) return { write: (target, json) => writeFileSync(target, json), prune: () => undefined }
  mkdirSync(dir, { recursive: true })
  const used = new Set<string>()
  let linking = true
  return {
    write(target, json) {
      if (!linking) return writeFileSync(target, json)
      const name = `${sha256(json).slice(0, 32)}.json`
      const kept = join(dir, name)
      used.add(name)
      try {
        linkSync(kept, target)
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          linking = false
          return writeFileSync(target, json)
        }
      }
      writeCacheFile(kept, json)
      linkSync(kept, target)
    },
    prune() {
      for (const name of readdirSync(dir)) if (!used.has(name)) rmSync(join(dir, name), { force: true })
    },
  }
}
