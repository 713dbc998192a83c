import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildPhases, type BuildReport } from './build-report'

describe('buildPhases', () => {
  it('moves the seconds spent inside a phase into a phase of their own', async () => {
    const timer = buildPhases(performance.now() - 5_000)
    timer.phase('prerender')
    timer.carve('cards', 'prerender', 2)
    const outDir = mkdtempSync(join(tmpdir(), 'report-'))
    mkdirSync(join(outDir, '.vite'))
    await timer.write(outDir)
    const { phases, peakRssMb, peakRssMbAfter } = JSON.parse(
      readFileSync(join(outDir, '.vite', 'build-report.json'), 'utf8'),
    ) as BuildReport
    rmSync(outDir, { recursive: true })
    expect(phases.cards).toBe(2)
    expect(phases.prerender).toBeGreaterThanOrEqual(2.9)
    expect(phases.prerender).toBeLessThan(3.5)
    expect(peakRssMbAfter.prerender).toBeGreaterThan(0)
    expect(peakRssMbAfter.prerender).toBeLessThanOrEqual(peakRssMb)
  })
})
