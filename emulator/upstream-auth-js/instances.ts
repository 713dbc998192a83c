// The four GoTrue targets the upstream suite talks to, as emulator instances: the Supabase CLI
// stack of test/supabase/config.toml and the three HS256 GoTrue services of infra/docker-compose.yml
// (the fourth compose service signs with RS256, which the emulator leaves out).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const DOCKER_JWT_SECRET = '37c304f8-51aa-419a-a1af-06154e63707a'

export interface Instance {
  name: string
  port: number
  env: Record<string, string>
}

// GoTrue's defaults for what compose leaves unset.
const dockerDefaults = (port: number): Record<string, string> => ({
  GOTRUE_JWT_SECRET: DOCKER_JWT_SECRET,
  GOTRUE_JWT_EXP: '3600',
  GOTRUE_SITE_URL: `http://localhost:${port}`,
})

/** The CLI stack reads the suite's own test/supabase/config.toml, as `supabase start` would. */
const cliInstance = (packageDir: string): Instance => ({
  name: 'cli (test/supabase/config.toml)',
  port: 54321,
  env: {
    EMULATOR_MAIL_PORT: '54324',
    EMULATOR_CONFIG: join(packageDir, 'test', 'supabase', 'config.toml'),
  },
})

export const COMPOSE_INSTANCES: Instance[] = [
  {
    name: 'compose gotrue (9999: confirmation on)',
    port: 9999,
    env: {
      ...dockerDefaults(9999),
      GOTRUE_URI_ALLOW_LIST: 'https://supabase.io/docs',
      GOTRUE_DISABLE_SIGNUP: 'false',
      GOTRUE_MAILER_AUTOCONFIRM: 'false',
      GOTRUE_EXTERNAL_GOOGLE_ENABLED: 'true',
    },
  },
  {
    name: 'compose autoconfirm (9998)',
    port: 9998,
    env: {
      ...dockerDefaults(9998),
      GOTRUE_DISABLE_SIGNUP: 'false',
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
      GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true',
    },
  },
  {
    name: 'compose disabled (9997: sign-up off)',
    port: 9997,
    env: {
      ...dockerDefaults(9997),
      API_EXTERNAL_URL: 'http://localhost:9997',
      GOTRUE_DISABLE_SIGNUP: 'true',
      GOTRUE_MAILER_AUTOCONFIRM: 'false',
      GOTRUE_EXTERNAL_EMAIL_ENABLED: 'false',
    },
  },
]

export interface RunningInstances {
  stop(): Promise<void>
}

async function waitForHealth(instance: Instance, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${instance.name} exited:\n${log()}`)
    const healthy = await fetch(`http://127.0.0.1:${instance.port}/auth/v1/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${instance.name} did not answer /health within 60 s:\n${log()}`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts every instance from the repo at `repoRoot`, each on its own temporary data folder, for the
 * suite copied to `packageDir`. The suite signs up hundreds of users from one address: no rate limits.
 */
export async function startInstances(repoRoot: string, packageDir: string): Promise<RunningInstances> {
  const children: ChildProcess[] = []
  const dataDirs: string[] = []
  const stop = async () => {
    await Promise.all(children.map(stopChild))
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const instance of [cliInstance(packageDir), ...COMPOSE_INSTANCES]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'upstream-auth-emulator-'))
      dataDirs.push(dataDir)
      // The package's bin run by node itself, not through npx: SIGTERM reaches the emulator, which stops cleanly.
      const child = spawn(process.execPath, ['emulator/bin/supabase-emulator.js'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          EMULATOR_API_PORT: String(instance.port),
          EMULATOR_MAIL_PORT: '0',
          EMULATOR_DATA_DIR: dataDir,
          EMULATOR_BCRYPT_COST: '4',
          EMULATOR_RATE_LIMITS: 'off',
          ...instance.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      let output = ''
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
      child.stdout?.on('data', keep)
      child.stderr?.on('data', keep)
      await waitForHealth(instance, child, () => output)
      console.log(`  ${instance.name}: http://127.0.0.1:${instance.port}/auth/v1`)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}
