import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * A throwaway copy of the repo's working tree (the files git knows, as they are on disk, so
 * uncommitted changes are measured too), sharing node_modules through a link.
 */
export function copyRepo(repo: string, label: string): string {
  const copy = mkdtempSync(join(tmpdir(), `bench-${label}-`))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(repo, file), join(copy, file))
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'))
  return copy
}
