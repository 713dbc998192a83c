import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../node/repo-root.ts'

const repo = repoRoot

/** Runs a repo script as `npm run` would, for tests that read what an editor would see and its exit code. */
export function runTsx(args: string[]): { status: number; output: string } {
  try {
    return {
      status: 0,
      output: execFileSync(join(repo, 'node_modules', '.bin', 'tsx'), args, {
        cwd: repo,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    return { status: failed.status, output: failed.stdout + failed.stderr }
  }
}
