// The guide's GitHub Actions workflow, run as GitHub would run it on a reader's first push: the
// trigger is matched against the branch the reader's repository is on, the two actions are held to
// what their own code does (setup-node v5 and later throw "Dependencies lock file is not found" when
// caching is on and no lockfile is committed), and every `run:` step is executed with `bash -e`, in
// order, in a temp folder holding the reader's project. Three ways of starting a project are built:
// - create-next-app 16.x (read in create-next-app 16.4.3's dist/index.js): scripts dev, build,
//   start and `lint: "eslint"` (`next lint` was removed in Next.js 16), no test script; it installs
//   the dependencies (package-lock.json), then runs `git init`, `git checkout -b main` when git's
//   init.defaultBranch is unset, and commits everything;
// - by hand: the same package.json, no lockfile yet, a plain `git init` on git 2.39 (master);
// - `npm init -y`: npm's placeholder `"test": "echo \"Error: no test specified\" && exit 1"` fails
//   the job until the reader deletes it (`npm pkg delete scripts.test`) or puts a real test there.
// `next` and `eslint` are local stand-ins that record their calls, so nothing reaches the network.
// The file the review found (checkout@v4 and setup-node@v4 on Node 20, `cache: npm`, `npm ci`,
// `npm test`, push on main only) is kept in fixtures/ and the same checks must reject it.
// Not run here: GitHub's runner itself, the real create-next-app (it downloads from the registry)
// and the real `next build` and `eslint`, which need the network.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

/** A stand-in package whose one command logs how it was called and succeeds. */
function standIn(folder: string, name: string): string {
  const dir = join(folder, 'stand-ins', name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '16.0.0', bin: { [name]: 'cli.js' } }),
  )
  writeFileSync(
    join(dir, 'cli.js'),
    `#!/usr/bin/env node\nrequire('node:fs').appendFileSync('calls.log', ['${name}', ...process.argv.slice(2)].join(' ') + '\\n')\n`,
    { mode: 0o755 },
  )
  return dir
}

/** The scripts create-next-app 16.x writes with ESLint chosen: `next lint` is gone since Next.js 16. */
const nextScripts = { dev: 'next dev', build: 'next build', start: 'next start', lint: 'eslint' }

type Start =
  /** What `npx create-next-app` leaves: dependencies installed (package-lock.json), then `git init`,
   * `git checkout -b main` (git's init.defaultBranch is unset) and a first commit of everything. */
  | 'create-next-app'
  /** A project set up by hand: the same package.json, no lockfile yet, a plain `git init` (master). */
  | 'by-hand'
  /** `npm init -y`, then `next` and `eslint` added by hand: npm's placeholder test script is kept. */
  | 'npm-init'

/** The reader's project folder, as each way of starting one leaves it. */
function makeProject(start: Start, scripts?: Record<string, string>) {
  const root = tempDir('ci-project')
  const home = join(root, 'home')
  const dir = join(root, 'app')
  mkdirSync(home)
  mkdirSync(dir)
  const env = readerEnv(home, {
    // A fresh machine's npm cache, and no audit, fund or update check calls to the registry.
    npm_config_cache: join(root, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  })
  const dependencies = { next: `file:${standIn(root, 'next')}` }
  const devDependencies = { eslint: `file:${standIn(root, 'eslint')}` }
  let packageJson: Record<string, unknown> = { name: 'my-app', version: '0.1.0', private: true }
  if (start === 'npm-init') {
    execFileSync('npm', ['init', '-y'], { cwd: dir, env, stdio: 'ignore' })
    packageJson = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
  }
  const ownScripts = (packageJson.scripts ?? {}) as Record<string, string>
  packageJson.scripts = scripts ?? { ...ownScripts, ...nextScripts }
  Object.assign(packageJson, { dependencies, devDependencies })
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`)
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' })
  if (start === 'create-next-app') {
    execFileSync('npm', ['install'], { cwd: dir, env, stdio: 'ignore' })
    git('init', '-q')
    git('checkout', '-q', '-b', 'main')
    git('add', '-A')
    git('-c', 'user.name=Reader', '-c', 'user.email=reader@localhost', 'commit', '-q', '-m', 'Initial commit')
  } else {
    git('init', '-q')
  }
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

  it('passes on a fresh create-next-app 16 project (main, lockfile committed, no test script) with npm ci', async () => {
    const project = makeProject('create-next-app')
    expect(project.branch).toBe('main')
    const committed = execFileSync('git', ['ls-files'], {
      cwd: project.dir,
      env: project.env,
      encoding: 'utf8',
    })
    expect(committed.split('\n')).toContain('package-lock.json')
    rmSync(join(project.dir, 'node_modules'), { recursive: true })
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual([])
    expect(outcome.calls).toEqual(['eslint', 'next build'])
    // npm ci ran: it installs exactly the lockfile and leaves package-lock.json as committed.
    expect(
      execFileSync('git', ['status', '--porcelain', 'package-lock.json'], {
        cwd: project.dir,
        env: project.env,
        encoding: 'utf8',
      }),
    ).toBe('')
  }, 120_000)

  it('passes on a project set up by hand (master, no lockfile yet) with npm install', async () => {
    const project = makeProject('by-hand')
    expect(project.branch).toBe('master')
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual([])
    expect(outcome.calls).toEqual(['eslint', 'next build'])
    expect(existsSync(join(project.dir, 'package-lock.json'))).toBe(true)
  }, 120_000)

  it('stops at npm ci when package.json changed and the committed lockfile did not', async () => {
    const project = makeProject('create-next-app')
    const packageJson = JSON.parse(readFileSync(join(project.dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    packageJson.dependencies['left-pad'] = '1.3.0'
    writeFileSync(join(project.dir, 'package.json'), JSON.stringify(packageJson))
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual([expect.stringMatching(/npm ci; else npm install; fi exited 1$/)])
  }, 120_000)

  it('fails an npm init -y project on its placeholder test script, and passes once it is removed or replaced', async () => {
    const project = makeProject('npm-init')
    const scripts = () =>
      (
        JSON.parse(readFileSync(join(project.dir, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>
        }
      ).scripts
    expect(scripts().test).toBe('echo "Error: no test specified" && exit 1')
    expect((await push(current, project)).failures).toEqual(['npm test --if-present exited 1'])
    // The guide's fix, first way: delete the placeholder.
    execFileSync('npm', ['pkg', 'delete', 'scripts.test'], { cwd: project.dir, env: project.env })
    expect(scripts().test).toBeUndefined()
    expect((await push(current, project)).failures).toEqual([])
    // Second way: a real test command in its place.
    execFileSync('npm', ['pkg', 'set', 'scripts.test=node -e "process.exit(0)"'], {
      cwd: project.dir,
      env: project.env,
    })
    expect((await push(current, project)).failures).toEqual([])
  }, 120_000)

  it('still shows a red cross when the project’s own test fails', async () => {
    const project = makeProject('by-hand', { lint: 'eslint', test: 'echo "1 test failed"; exit 1' })
    const outcome = await push(current, project)
    expect(outcome.failures).toEqual(['npm test --if-present exited 1'])
    expect(outcome.calls).toEqual(['eslint'])
  }, 120_000)

  it('rejects the reviewed file: a push to master never runs it, and on main it stops before installing or at npm test', async () => {
    const byHand = makeProject('by-hand')
    expect((await push(reviewed, byHand)).failures).toEqual(['a push to master does not trigger it'])
    expect((await push(reviewed, { ...byHand, branch: 'main' })).failures).toEqual([
      'actions/checkout@v4 runs on Node 20',
      'actions/setup-node@v4 runs on Node 20',
      'setup-node: Dependencies lock file is not found',
    ])
    // On a real create-next-app project (main, lockfile), npm test fails: there is no test script.
    expect((await push(reviewed, makeProject('create-next-app'))).failures).toEqual([
      'actions/checkout@v4 runs on Node 20',
      'actions/setup-node@v4 runs on Node 20',
      'npm test exited 1',
    ])
  }, 120_000)
})
