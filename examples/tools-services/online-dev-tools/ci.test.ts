// The guide's GitHub Actions workflow, run as GitHub would run it on a reader's first push: the
// trigger is matched against the branch a fresh `git init` makes, the two actions are held to what
// their own code does (setup-node v5 and later throw "Dependencies lock file is not found" when
// caching is on and no lockfile is committed), and every `run:` step is executed with `bash -e`, in
// order, in a temp folder holding the reader's project. The project is what create-next-app writes
// (scripts dev, build, start, lint; no test script), with `next` swapped for a local stand-in that
// records its calls, so nothing reaches the network. The file the review found (checkout@v4 and
// setup-node@v4 on Node 20, `cache: npm`, `npm ci`, `npm test`, push on main only) is kept in
// fixtures/ and the same checks must reject it.
// Not run here: GitHub's runner itself and the real `next build`, which need GitHub and the network.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: { push?: { branches?: string[] }; pull_request?: unknown }
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>
}

const load = (file: string) => parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as Workflow
const current = load('ci.yml')
const reviewed = load('fixtures/ci.before-fix.yml')

/** The majors of the two actions that run on Node 24 (checkout v5, setup-node v5 and later). */
const firstNode24Major: Record<string, number> = { 'actions/checkout': 5, 'actions/setup-node': 5 }
const lockFiles = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock']

/** A stand-in for the `next` package: its `next` command logs its arguments and succeeds. */
function standInNext(folder: string): string {
  const dir = join(folder, 'stand-ins', 'next')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'next', version: '16.0.0', bin: { next: 'cli.js' } }),
  )
  writeFileSync(
    join(dir, 'cli.js'),
    "#!/usr/bin/env node\nrequire('node:fs').appendFileSync('calls.log', 'next ' + process.argv.slice(2).join(' ') + '\\n')\n",
    { mode: 0o755 },
  )
  return dir
}

interface Project {
  scripts?: Record<string, string>
  lockfile?: boolean
}

/** The reader's project: create-next-app's package.json, a git repository from a fresh `git init`. */
function makeProject({ scripts, lockfile = false }: Project = {}) {
  const root = tempDir('ci-project')
  const home = join(root, 'home')
  const dir = join(root, 'app')
  mkdirSync(home)
  mkdirSync(dir)
  const next = standInNext(root)
  const packageJson = {
    name: 'my-app',
    version: '0.1.0',
    private: true,
    scripts: scripts ?? { dev: 'next dev', build: 'next build', start: 'next start', lint: 'next lint' },
    dependencies: { next: `file:${next}` },
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`)
  const env = readerEnv(home, {
    // A fresh machine's npm cache, and no audit, fund or update check calls to the registry.
    npm_config_cache: join(root, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  })
  execFileSync('git', ['init', '-q'], { cwd: dir, env })
  if (lockfile) execFileSync('npm', ['install'], { cwd: dir, env, stdio: 'ignore' })
  const branch = execFileSync('git', ['symbolic-ref', '--short', 'HEAD'], {
    cwd: dir,
    env,
    encoding: 'utf8',
  }).trim()
  return { dir, env, branch }
}

interface Outcome {
  /** Why GitHub would not run the workflow or would stop it, or [] if every step passed. */
  failures: string[]
  /** What the stand-in `next` was asked to do. */
  calls: string[]
}

/** Runs the workflow on a push of the project's branch, the way GitHub's runner would. */
async function push(workflow: Workflow, project: ReturnType<typeof makeProject>): Promise<Outcome> {
  const failures: string[] = []
  const branches = workflow.on.push?.branches ?? []
  if (!branches.includes(project.branch)) {
    failures.push(`a push to ${project.branch} does not trigger it`)
    return { failures, calls: [] }
  }
  for (const job of Object.values(workflow.jobs)) {
    for (const step of job.steps) {
      if (step.uses) {
        const [name = '', major = ''] = step.uses.split('@v')
        if (Number(major) < (firstNode24Major[name] ?? 0)) failures.push(`${step.uses} runs on Node 20`)
        if (name === 'actions/setup-node') {
          const packageManager = (
            JSON.parse(readFileSync(join(project.dir, 'package.json'), 'utf8')) as { packageManager?: string }
          ).packageManager
          const caching =
            Boolean(step.with?.cache) ||
            (step.with?.['package-manager-cache'] !== false && packageManager?.startsWith('npm'))
          if (caching && !lockFiles.some((file) => existsSync(join(project.dir, file)))) {
            failures.push('setup-node: Dependencies lock file is not found')
            break
          }
        }
        continue
      }
      const ran = await run('bash', ['-e', '-c', step.run ?? ''], {
        cwd: project.dir,
        env: project.env,
        timeoutMs: 60_000,
      })
      if (ran.code !== 0) {
        failures.push(`${step.run} exited ${ran.code}`)
        break
      }
    }
  }
  const log = join(project.dir, 'calls.log')
  const calls = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []
  return { failures, calls }
}

describe('ci.yml', () => {
  it('runs on pull requests and on pushes to main and to master, the branch a plain git init makes', () => {
    expect(current.on.push?.branches).toEqual(['main', 'master'])
    expect('pull_request' in current.on).toBe(true)
  })

  it('passes on a fresh create-next-app project with no test script and no lockfile: lint and build run', async () => {
    const project = makeProject()
    expect(project.branch).toBe('master')
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual([])
    expect(outcome.calls).toEqual(['next lint', 'next build'])
    expect(existsSync(join(project.dir, 'node_modules', '.bin', 'next'))).toBe(true)
  }, 120_000)

  it('installs from a committed package-lock.json with npm ci, which refuses a lockfile out of step', async () => {
    const project = makeProject({ lockfile: true })
    expect((await push(current, project)).failures).toEqual([])
    // Change package.json without updating the lockfile: npm ci (not npm install) stops here.
    const packageJson = JSON.parse(readFileSync(join(project.dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    packageJson.dependencies['left-pad'] = '1.3.0'
    writeFileSync(join(project.dir, 'package.json'), JSON.stringify(packageJson))
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual([expect.stringMatching(/npm ci; else npm install; fi exited 1$/)])
  }, 120_000)

  it('still shows a red cross when the project’s own test fails', async () => {
    const project = makeProject({ scripts: { lint: 'next lint', test: 'echo "1 test failed"; exit 1' } })
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual(['npm test --if-present exited 1'])
    expect(outcome.calls).toEqual(['next lint'])
  }, 120_000)

  it('rejects the reviewed file: a push to master never runs it, and on main it stops before installing', async () => {
    const project = makeProject()
    expect((await push(reviewed, project)).failures).toEqual(['a push to master does not trigger it'])
    const onMain = { ...project, branch: 'main' }
    expect((await push(reviewed, onMain)).failures).toEqual([
      'actions/checkout@v4 runs on Node 20',
      'actions/setup-node@v4 runs on Node 20',
      'setup-node: Dependencies lock file is not found',
    ])
    // Even with a lockfile committed, npm test fails on create-next-app's scripts.
    const locked = { ...makeProject({ lockfile: true }), branch: 'main' }
    expect((await push(reviewed, locked)).failures).toEqual([
      'actions/checkout@v4 runs on Node 20',
      'actions/setup-node@v4 runs on Node 20',
      'npm test exited 1',
    ])
  }, 120_000)
})
