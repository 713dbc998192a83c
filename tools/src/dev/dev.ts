// `npm run dev`: the local Supabase emulator and the Vite dev server side by side.
// Either one stopping stops the other, so a crashed emulator never leaves a site that cannot sign in.
// Ports come from DEV_PORT, EMULATOR_API_PORT and EMULATOR_MAIL_PORT (defaults 5173 and the
// emulator's local defaults); a taken port stops everything before anything starts, with a message
// that names it.
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import {
  LOCAL_API_PORT,
  LOCAL_MAIL_PORT,
  localApiUrl,
} from '@super-individual/supabase-emulator/local-defaults'
import { findBusyPort, readPort } from './dev-ports'
import { repoRoot } from '@super-individual/content/node'

const root = repoRoot
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const DEFAULT_SITE_PORT = 5173

let ports: { site: number; api: number; mail: number }
try {
  ports = {
    site: readPort(process.env, 'DEV_PORT', DEFAULT_SITE_PORT),
    api: readPort(process.env, 'EMULATOR_API_PORT', LOCAL_API_PORT),
    mail: readPort(process.env, 'EMULATOR_MAIL_PORT', LOCAL_MAIL_PORT),
  }
} catch (error) {
  console.error(`npm run dev: ${(error as Error).message}`)
  process.exit(1)
}

const busy = await findBusyPort([
  { port: ports.site, variable: 'DEV_PORT', owners: '`npm run dev` or `npm run preview`' },
  { port: ports.api, variable: 'EMULATOR_API_PORT', owners: '`npm run dev` or `npm run emulator`' },
  { port: ports.mail, variable: 'EMULATOR_MAIL_PORT', owners: '`npm run dev` or `npm run emulator`' },
])
if (busy) {
  console.error(
    `npm run dev: port ${busy.port} is in use: is another ${busy.owners} running? ` +
      `Stop it, or choose another port with ${busy.variable}=<port>.`,
  )
  process.exit(1)
}

// supabase/config.toml names the site at 5173; on another port, sign-in links and OAuth returns
// must still come back to this dev server.
const siteOrigins = [`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`]
const movedSite =
  ports.site === DEFAULT_SITE_PORT
    ? {}
    : {
        GOTRUE_SITE_URL: process.env.GOTRUE_SITE_URL ?? siteOrigins[0],
        GOTRUE_URI_ALLOW_LIST:
          process.env.GOTRUE_URI_ALLOW_LIST ??
          [...siteOrigins, 'http://localhost:4173', 'http://127.0.0.1:4173']
            .map((origin) => `${origin}/**`)
            .join(','),
      }
const emulatorEnv = {
  ...process.env,
  EMULATOR_API_PORT: String(ports.api),
  EMULATOR_MAIL_PORT: String(ports.mail),
  ...movedSite,
}
// A project URL from .env (a hosted Supabase) wins; otherwise the site talks to this emulator.
const configuredUrl = loadEnv('development', root, 'VITE_SUPABASE_URL').VITE_SUPABASE_URL
const siteEnv = { ...process.env, VITE_SUPABASE_URL: configuredUrl || localApiUrl(ports.api) }

const children: ChildProcess[] = [
  spawn(bin('supabase-emulator'), [], { stdio: 'inherit', env: emulatorEnv, cwd: root }),
  spawn(bin('vite'), ['--configLoader', 'runner', '--port', String(ports.site), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: siteEnv,
    cwd: root,
  }),
]

let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  ).then(() => process.exit(code))
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0))
process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))
