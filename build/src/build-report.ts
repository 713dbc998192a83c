import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileReads } from './file-reads'

export interface BuildReport {
  /** Seconds per phase of the build, in the order they ran. */
  phases: Record<string, number>
  /** The build process's peak resident memory, in MB. */
  peakRssMb: number
  /** The peak so far at the end of each phase: the first phase to reach `peakRssMb` is where it was. */
  peakRssMbAfter: Record<string, number>
  /** How often the build read each guide file (public/locales/<lng>/articles): once, by the corpus. */
  guideFileReads?: FileReads
}

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024)

/**
 * Times the build's phases for the scale bench: each `phase(name)` closes the phase that ran since
 * the previous one. The report goes beside Vite's manifest, where the bench reads the build.
 */
export function buildPhases(started = performance.now()) {
  const phases: Record<string, number> = {}
  const peakRssMbAfter: Record<string, number> = {}
  let since = started
  return {
    phase(name: string) {
      const now = performance.now()
      phases[name] = Math.round((now - since) / 100) / 10
      peakRssMbAfter[name] = peakRssMb()
      since = now
    },
    /** Moves `seconds` of a finished phase into a phase of their own (work done inside another step). */
    carve(name: string, from: string, seconds: number) {
      const moved = Math.round(seconds * 10) / 10
      phases[from] = Math.round(((phases[from] ?? 0) - moved) * 10) / 10
      phases[name] = moved
    },
    async write(outDir: string, extra: Pick<BuildReport, 'guideFileReads'> = {}) {
      const report: BuildReport = { phases, peakRssMb: peakRssMb(), peakRssMbAfter, ...extra }
      await writeFile(join(outDir, '.vite', 'build-report.json'), `${JSON.stringify(report, null, 2)}\n`)
    },
  }
}
