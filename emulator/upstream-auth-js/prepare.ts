// Makes a runnable copy of the upstream auth-js package: the checkout itself is never written to.
// The copy keeps the monorepo's layout (packages/core/auth-js under a root holding
// tsconfig.base.json) so the package's tsconfig `extends` still resolves, and keeps its
// node_modules between runs so only the first run installs.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCAL_JWT_SECRET } from '@super-individual/supabase-emulator/local-defaults'
import { COMPOSE_INSTANCES } from './instances'

const PACKAGE = join('packages', 'core', 'auth-js')
/** Left out of the copy: build output and the checkout's own installs. */
const SKIPPED = new Set(['node_modules', 'coverage', 'dist', 'docs'])

/** The `catalog:` block of pnpm-workspace.yaml: the versions `"catalog:"` dependencies stand for. */
export function readCatalog(workspaceYaml: string): Record<string, string> {
  const catalog: Record<string, string> = {}
  let inCatalog = false
  for (const line of workspaceYaml.split('\n')) {
    if (/^catalog:\s*$/.test(line)) inCatalog = true
    else if (/^\S/.test(line)) inCatalog = false
    else if (inCatalog) {
      const entry = /^\s+'?([^':]+)'?:\s*(\S+)/.exec(line)
      if (entry?.[1] && entry[2]) catalog[entry[1]] = entry[2]
    }
  }
  return catalog
}

/** npm does not understand pnpm's `catalog:` versions: put the real ranges in. */
function npmPackageJson(text: string, catalog: Record<string, string>): string {
  const manifest = JSON.parse(text) as Record<string, unknown>
  for (const field of ['dependencies', 'devDependencies']) {
    const deps = manifest[field] as Record<string, string> | undefined
    for (const [name, version] of Object.entries(deps ?? {})) {
      if (!version.startsWith('catalog:')) continue
      const resolved = catalog[name]
      if (!resolved) throw new Error(`${name}: not in the catalog of pnpm-workspace.yaml`)
      deps![name] = resolved
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

function replaceAll(file: string, from: string | RegExp, to: string, expected: number) {
  const text = readFileSync(file, 'utf8')
  const found = text.split(from).length - 1
  if (found !== expected)
    throw new Error(
      `${file}: expected ${expected} × ${String(from)}, found ${found} (not the pinned commit?)`,
    )
  writeFileSync(file, text.split(from).join(to))
}

/**
 * The suite's client config, pointed at the emulator: the CLI stack's keys are RS256 tokens signed
 * with a generated key (the emulator only checks HS256), so they are signed with the CLI's JWT
 * secret instead; the compose instances are reached under /auth/v1 on 127.0.0.1.
 */
function editClients(packageDir: string) {
  const cli = join(packageDir, 'test', 'lib', 'clients.ts')
  replaceAll(cli, "privateKey,\n  { algorithm: 'RS256', keyid: rsaKey.kid }", 'GOTRUE_JWT_SECRET', 3)
  if (!readFileSync(cli, 'utf8').includes(LOCAL_JWT_SECRET)) throw new Error(`${cli}: JWT secret changed`)
  const docker = join(packageDir, 'test', 'docker-tests', 'clients.ts')
  for (const instance of COMPOSE_INSTANCES) {
    replaceAll(
      docker,
      `'http://localhost:${instance.port}'`,
      `'http://127.0.0.1:${instance.port}/auth/v1'`,
      1,
    )
  }
}

/** Copies the package into `workDir`, applies the edits, installs what is missing; returns its folder. */
export function preparePackage(checkout: string, workDir: string): string {
  const source = join(checkout, PACKAGE)
  if (!existsSync(join(source, 'package.json'))) throw new Error(`${source}: no auth-js package here`)
  const target = join(workDir, PACKAGE)
  mkdirSync(target, { recursive: true })
  for (const entry of readdirSync(source)) {
    if (SKIPPED.has(entry)) continue
    rmSync(join(target, entry), { recursive: true, force: true })
    cpSync(join(source, entry), join(target, entry), { recursive: true })
  }
  cpSync(join(checkout, 'tsconfig.base.json'), join(workDir, 'tsconfig.base.json'))
  const catalog = readCatalog(readFileSync(join(checkout, 'pnpm-workspace.yaml'), 'utf8'))
  writeFileSync(
    join(target, 'package.json'),
    npmPackageJson(readFileSync(join(source, 'package.json'), 'utf8'), catalog),
  )
  editClients(target)
  // clients.ts still reads the generated RSA key at load time (the CLI stack's setup step makes it).
  execFileSync(process.execPath, ['test/generate-signing-keys.js'], { cwd: target, stdio: 'ignore' })
  if (!existsSync(join(target, 'node_modules', '.bin', 'jest'))) {
    console.log(`Installing the suite's dependencies in ${target} ...`)
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], {
      cwd: target,
      stdio: 'inherit',
    })
  }
  return target
}
