// startEmulator(): opens the data folder, starts the auth API and the mail catcher, and returns
// their URLs and a stop() function. Used by main.ts, the tests and the site's e2e setup.

import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { createApiHandler, AUTH_PREFIX } from './api'
import { createApp } from './app'
import { type StoredMail } from './mailer/outbox'
import { DEFAULT_DATA_DIR, type EmulatorConfig, resolveConfig } from './config'
import { type Env, configFromEnv, portsFromEnv, rateLimitSwitch } from './config-env'
import { type Db, lockDataDir, openDatabase } from './db'
import { allowedHosts } from './http/allowed-host'
import { signPayload } from './jwt'
import {
  LOCAL_ANON_KEY,
  LOCAL_API_PORT,
  LOCAL_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_MAIL_PORT,
  LOCAL_SERVICE_ROLE_KEY,
} from './local-defaults'
import { makePrivate, useOwnerOnlyUmask } from './private-folder'
import { readProjectConfig } from './project-config'
import { createMailHandler } from './catcher/catcher'

export interface StartOptions {
  /** Where the database lives (default: EMULATOR_DATA_DIR, else `.emulator/` at the repo root). */
  dataDir?: string
  /** The project's migrations (default: EMULATOR_MIGRATIONS_DIR, else the repo's supabase/migrations). */
  migrationsDir?: string
  /** A folder made by createTemplate(); copied into a fresh dataDir instead of running initdb. */
  templateDir?: string
  /** Interface to listen on (default EMULATOR_HOST or 127.0.0.1). */
  host?: string
  /** 0 picks a free port. Defaults: EMULATOR_API_PORT or 54321, EMULATOR_MAIL_PORT or 54324. */
  apiPort?: number
  mailPort?: number
  /** Settings that win over the environment. */
  config?: Partial<EmulatorConfig>
  /** Environment to read GOTRUE_* / EMULATOR_* from (default process.env). Pass {} to ignore it. */
  env?: Env
  /** Where log lines go (default console.log). Pass `() => {}` to silence. */
  log?: (line: string) => void
  /** Clock in milliseconds (tests move it forward). */
  now?: () => number
  /** Called with each mail once the transaction that wrote it has committed. */
  onMail?: (mail: StoredMail) => void
}

export interface RunningEmulator {
  /** The Supabase URL to give supabase-js, e.g. http://127.0.0.1:54321 */
  apiUrl: string
  /** The auth API base, e.g. http://127.0.0.1:54321/auth/v1 */
  authUrl: string
  /** The mail catcher, e.g. http://127.0.0.1:54324 */
  mailUrl: string
  /** An anon key and a service-role key valid for this emulator's JWT secret. */
  anonKey: string
  serviceRoleKey: string
  config: EmulatorConfig
  /** The config.toml read, or null when there was none. */
  configFile: string | null
  dataDir: string
  /** The database (tests use it to check constraints; do not write to it while serving). */
  db: Db
  stop: () => Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      server.off('listening', onListening)
      reject(err)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function hardenServer(server: Server) {
  // Idle keep-alive sockets stay open longer than clients keep them (undici ~4 s, browsers more),
  // so the client always closes first; a server closing a socket the client is about to reuse
  // shows up as ECONNRESET on the client.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 70_000
  server.requestTimeout = 120_000
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })
}

function urlFor(host: string, port: number): string {
  const hostInUrl = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  return `http://${hostInUrl}:${port}`
}

export async function startEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const env = options.env ?? process.env
  const fromEnv = portsFromEnv(env)
  // config.toml, then single values from the environment, then the rate-limit switch, then code.
  const projectConfig = readProjectConfig(env)
  const config = resolveConfig(
    projectConfig?.settings ?? {},
    configFromEnv(env),
    rateLimitSwitch(env),
    options.config ?? {},
  )
  const host = options.host ?? fromEnv.host ?? LOCAL_HOST
  const apiPort = options.apiPort ?? fromEnv.apiPort ?? LOCAL_API_PORT
  const mailPort = options.mailPort ?? fromEnv.mailPort ?? LOCAL_MAIL_PORT
  const dataDir = options.dataDir ?? fromEnv.dataDir ?? DEFAULT_DATA_DIR
  const migrationsDir = options.migrationsDir ?? fromEnv.migrationsDir
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => Date.now())

  useOwnerOnlyUmask()
  const release = lockDataDir(dataDir)
  let db: Db
  try {
    db = await openDatabase(dataDir, options.templateDir, migrationsDir)
    // Also tightens a folder an older emulator left readable to others.
    makePrivate(dataDir)
  } catch (error) {
    release()
    throw error
  }

  const apiServer = createServer()
  const mailServer = createServer()
  hardenServer(apiServer)
  hardenServer(mailServer)

  let apiUrl: string
  let authUrl: string
  let mailUrl: string
  try {
    // The API's URL (in mail links and token issuers) and the Host each server answers depend on
    // the port it got, so each handler is attached once its port is known: right after 'listening',
    // before the event loop reads the first connection.
    const boundApiPort = await listen(apiServer, apiPort, host)
    apiUrl = urlFor(host, boundApiPort)
    authUrl = config.apiExternalUrl || `${apiUrl}${AUTH_PREFIX}`
    const app = createApp({ db, config, authUrl, now, log, onMail: options.onMail })
    apiServer.on('request', createApiHandler(app, allowedHosts(boundApiPort, host, config.apiExternalUrl)))
    const boundMailPort = await listen(mailServer, mailPort, host)
    mailServer.on('request', createMailHandler(db, allowedHosts(boundMailPort, host), log, now))
    mailUrl = urlFor(host, boundMailPort)
  } catch (error) {
    await close(apiServer)
    await close(mailServer)
    await db.close()
    release()
    const listenError = error as NodeJS.ErrnoException
    if (listenError.code === 'EADDRINUSE') {
      throw new Error(
        `Port already in use (${listenError.message}). Is another emulator or \`supabase start\` running? ` +
          'Set EMULATOR_API_PORT / EMULATOR_MAIL_PORT to use other ports.',
        { cause: error },
      )
    }
    throw error
  }
  const customSecret = config.jwtSecret !== LOCAL_JWT_SECRET
  const anonKey = customSecret
    ? await signPayload({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, config.jwtSecret)
    : LOCAL_ANON_KEY
  const serviceRoleKey = customSecret
    ? await signPayload({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, config.jwtSecret)
    : LOCAL_SERVICE_ROLE_KEY

  let stopping: Promise<void> | null = null
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([close(apiServer), close(mailServer)])
      try {
        await db.close()
        makePrivate(dataDir)
      } finally {
        release()
      }
    })()
    return stopping
  }

  return {
    apiUrl,
    authUrl,
    mailUrl,
    anonKey,
    serviceRoleKey,
    config,
    configFile: projectConfig?.file ?? null,
    dataDir,
    db,
    stop,
  }
}

export { createTemplate } from './db'
export type { EmulatorConfig } from './config'
export type { StoredMail } from './mailer/outbox'
