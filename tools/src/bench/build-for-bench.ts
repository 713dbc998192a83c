import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** The build to measure: `--outDir <dir>` if it holds one, else a fresh `npm run build` into `dir`. */
export function buildForBench(outDir: string, reuse: boolean) {
  if (reuse && existsSync(join(outDir, '.vite', 'manifest.json'))) return
  execFileSync('npm', ['run', 'build', '--', '--outDir', outDir], { stdio: ['ignore', 'ignore', 'inherit'] })
}
