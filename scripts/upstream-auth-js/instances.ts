// The four GoTrue targets the upstream suite talks to, as emulator instances: the Supabase CLI
// stack of test/supabase/config.toml and the three HS256 GoTrue services of infra/docker-compose.yml
// (the fourth compose service signs with RS256, which the emulator leaves out).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
const DOCKER_JWT_SECRET = '37c304f8-51aa-419a-a1af-06154e63707a'

export interface Instance {
  name: string
  port: number
  /** Set for the compose services, whose URL the suite writes as http://localhost:<port>. */
  dockerPort?: boolean
  env: Record<string, string>
}

// GoTrue's defaults for what compose leaves unset; test/supabase/config.toml's values for the CLI.
const dockerDefaults = (port: number): Record<string, string> => ({
  GOTRUE_JWT_SECRET: DOCKER_JWT_SECRET,
  GOTRUE_JWT_EXP: '3600',
  GOTRUE_SITE_URL: `http://localhost:${port}`,
})

export const INSTANCES: Instance[] = [
  {
    name: 'cli (config.toml)',
    port: 54321,
    env: {
      EMULATOR_MAIL_PORT: '54324',
      GOTRUE_JWT_SECRET: CLI_JWT_SECRET,
      GOTRUE_JWT_EXP: '3600',
      GOTRUE_SITE_URL: 'http://127.0.0.1:3000',
      GOTRUE_URI_ALLOW_LIST: 'https://127.0.0.1:3000,http://localhost:5173',
      GOTRUE_DISABLE_SIGNUP: 'false',
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
      GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: 'true',
      GOTRUE_MAILER_OTP_EXP: '3600',
      GOTRUE_MAILER_OTP_LENGTH: '6',
      GOTRUE_SMTP_MAX_FREQUENCY: '1s',
      GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true',
      GOTRUE_EXTERNAL_GOOGLE_ENABLED: 'true',
      GOTRUE_PASSWORD_MIN_LENGTH: '6',
      GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: 'true',
      GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '10',
      GOTRUE_RATE_LIMIT_EMAIL_SENT: '100',
      GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: '100',
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '300',
      GOTRUE_RATE_LIMIT_OTP: '100',
      GOTRUE_RATE_LIMIT_VERIFY: '100',
    },
  },
  {
    name: 'compose gotrue (9999: confirmation on)',
    port: 9999,
    dockerPort: true,
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
    dockerPort: true,
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
    dockerPort: true,
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

/** Starts every instance from the repo at `repoRoot`, each on its own temporary data folder. */
export async function startInstances(repoRoot: string): Promise<RunningInstances> {
  const children: ChildProcess[] = []
  const dataDirs: string[] = []
  const stop = async () => {
    await Promise.all(children.map(stopChild))
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const instance of INSTANCES) {
      const dataDir = mkdtempSync(join(tmpdir(), 'upstream-auth-emulator-'))
      dataDirs.push(dataDir)
      // tsx's own entry, not `npx tsx`: then SIGTERM reaches the emulator itself, which stops cleanly.
      const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          EMULATOR_API_PORT: String(instance.port),
          EMULATOR_MAIL_PORT: '0',
          EMULATOR_DATA_DIR: dataDir,
          EMULATOR_BCRYPT_COST: '4',
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
