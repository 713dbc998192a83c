import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** The scope under which node_modules links the repo's own workspace packages. */
const workspaceScope = '@super-individual'

/**
 * A throwaway copy of the repo's working tree (the files git knows, as they are on disk, so
 * uncommitted changes are measured too), sharing the installed packages through links. The
 * workspace packages (content/, build/...) are linked to the copy's own folders: linked to the
 * repo's, a build in the copy would bundle the repo's route data instead of the copy's.
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
  const modules = join(repo, 'node_modules')
  mkdirSync(join(copy, 'node_modules', workspaceScope), { recursive: true })
  for (const entry of readdirSync(modules))
    if (entry !== workspaceScope) symlinkSync(join(modules, entry), join(copy, 'node_modules', entry))
  for (const name of readdirSync(join(modules, workspaceScope))) {
    // A workspace link is relative (../../content): the same path from the copy's node_modules.
    const target = readlinkSync(join(modules, workspaceScope, name))
    symlinkSync(target, join(copy, 'node_modules', workspaceScope, name))
  }
  return copy
}
