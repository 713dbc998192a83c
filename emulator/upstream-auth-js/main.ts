/**
 * `npm run test:upstream-auth -- --checkout <supabase-js checkout> [--work-dir <dir>]`: runs the
 * upstream auth-js test suite (supabase-js at 381bded5, packages/core/auth-js) against four
 * emulator instances and prints the failures by kind. Not part of `npm test`: it needs a local
 * checkout of supabase-js (auth-js's tests are not on npm) and installs the suite's dependencies
 * with npm into a copy of the package (default work dir: <tmp>/upstream-auth-js).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startInstances } from './instances'
import { preparePackage } from './prepare'
import { failuresOf, formatReport, type JestReport } from './report'

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

const checkout = flag('checkout')
if (!checkout) {
  console.error(
    'Usage: npm run test:upstream-auth -- --checkout <path to supabase-js at 381bded5> [--work-dir <dir>]',
  )
  process.exit(2)
}
const repoRoot = resolve(import.meta.dirname, '..', '..')
const workDir = resolve(flag('work-dir') ?? join(tmpdir(), 'upstream-auth-js'))
const packageDir = preparePackage(resolve(checkout), workDir)

console.log('Starting the emulator instances ...')
const instances = await startInstances(repoRoot, packageDir)
const outputDir = mkdtempSync(join(tmpdir(), 'upstream-auth-report-'))
const outputFile = join(outputDir, 'jest.json')
let report: JestReport
try {
  console.log('Running jest (this takes a few minutes) ...')
  // jest.config.js takes every test file, the docker-tests folder included.
  // jest exits non-zero when a test fails; its JSON output is what counts.
  await new Promise((done) =>
    spawn(
      join(packageDir, 'node_modules', '.bin', 'jest'),
      [
        '--config',
        'jest.config.js',
        '--runInBand',
        '--coverage=false',
        '--json',
        `--outputFile=${outputFile}`,
      ],
      { cwd: packageDir, stdio: ['ignore', 'inherit', 'inherit'] },
    ).once('close', done),
  )
  report = JSON.parse(readFileSync(outputFile, 'utf8')) as JestReport
} finally {
  await instances.stop()
}
rmSync(outputDir, { recursive: true, force: true })
const failures = failuresOf(report, packageDir)
console.log(formatReport(report, failures))
process.exitCode = failures.some((failure) => failure.kind === 'other') ? 1 : 0
