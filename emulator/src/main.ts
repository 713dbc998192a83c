// `npm run emulator`: runs the local Supabase Auth emulator and mail catcher in the foreground.
// Stops cleanly on SIGINT / SIGTERM (closes the servers, then flushes and closes the database),
// also when the signal arrives while it is still starting.

import { ConfigError, type EmulatorConfig, type RateSetting } from './config'
import { DataDirLockedError } from './db'
import { type RunningEmulator, startEmulator } from './server'

const perWindow = (rate: RateSetting | null) =>
  rate
    ? `${rate.events}/${rate.overSeconds >= 3600 ? `${rate.overSeconds / 3600} h` : `${rate.overSeconds / 60} min`}`
    : 'off'

function describeRateLimits(config: EmulatorConfig): string {
  const limits = [
    config.rateLimitOtp,
    config.rateLimitVerify,
    config.rateLimitTokenRefresh,
    config.rateLimitAnonymousUsers,
  ]
  if (limits.every((limit) => limit === null)) return 'off (EMULATOR_RATE_LIMITS=off)'
  return (
    `per client address: sign-ups and sign-ins ${perWindow(config.rateLimitOtp)}, ` +
    `verifications ${perWindow(config.rateLimitVerify)}, token grants ${perWindow(config.rateLimitTokenRefresh)} ` +
    '(EMULATOR_RATE_LIMITS=off turns them off)'
  )
}

let emulator: RunningEmulator | null = null
let pendingSignal: string | null = null
let stopping = false

function shutdown(signal: string) {
  if (!emulator) {
    // still starting: stop as soon as the database is open, so it is never left half-written
    if (!pendingSignal)
      console.log(`\n${signal} received while starting; stopping as soon as the database is ready...`)
    pendingSignal = signal
    return
  }
  if (stopping) return
  stopping = true
  console.log(`\n${signal} received, stopping the emulator...`)
  const force = setTimeout(() => {
    console.error('Could not stop within 10 s; exiting.')
    process.exit(1)
  }, 10_000)
  force.unref()
  emulator
    .stop()
    .then(() => {
      console.log('Emulator stopped.')
      process.exit(0)
    })
    .catch((error: unknown) => {
      console.error('Error while stopping:', error)
      process.exit(1)
    })
}

process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
// A development tool should report a bug and keep serving rather than vanish.
process.on('unhandledRejection', (reason) => console.error('[emulator] unhandled rejection:', reason))

async function main() {
  const started = Date.now()
  emulator = await startEmulator()
  const config = emulator.config
  console.log(
    [
      '',
      'Supabase emulator (Auth and data API) is running (local development only).',
      `  API URL:      ${emulator.apiUrl}          (auth under ${emulator.authUrl}, data under /rest/v1)`,
      `  Mail catcher: ${emulator.mailUrl}`,
      `  anon key:     ${emulator.anonKey}`,
      `  service_role: ${emulator.serviceRoleKey}`,
      `  Site URL:     ${config.siteUrl}`,
      `  Redirects:    ${config.uriAllowList.join(', ')}`,
      `  Settings:     ${emulator.configFile ?? 'no config.toml (the Supabase CLI defaults)'}`,
      `  Email confirmation ${config.mailerAutoconfirm ? 'off (autoconfirm)' : 'on'}; ` +
        `Google ${config.externalGoogleEnabled ? 'on' : 'off'}, GitHub ${config.externalGithubEnabled ? 'on' : 'off'} (stand-in sign-in page); ` +
        `passwords of ${config.passwordMinLength}+ characters`,
      `  Rate limits:  ${describeRateLimits(config)}`,
      `  Data:         ${emulator.dataDir}`,
      `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Mailed links are printed below. Ctrl+C to stop.`,
      '',
    ].join('\n'),
  )
  if (pendingSignal) shutdown(pendingSignal)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Emulator not started: ${error.message}`)
  } else {
    console.error('Emulator not started:', error instanceof Error ? error.message : error)
  }
  process.exit(1)
})
