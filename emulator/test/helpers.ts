// Test helpers: a real emulator on random ports with a fresh data folder, supabase-js clients,
// the mail catcher, and a controllable clock.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, inject } from 'vitest'
import WebSocket from 'ws'
import { type EmulatorConfig } from '../src/config'
import { type RunningEmulator, type StoredMail, startEmulator } from '../src/server'

export interface TestEmulator extends RunningEmulator {
  clock: { offsetMs: number; advance: (seconds: number) => void }
  mails: StoredMail[]
  logs: string[]
  /** Restarts on the same data folder (and the same ports when free). */
  restart: () => Promise<TestEmulator>
  /** Stops and removes the temporary data folder. */
  dispose: () => Promise<void>
}

export const SITE = 'http://localhost:5173'
export const CALLBACK = `${SITE}/auth/callback`
export const RESET = `${SITE}/reset-password`

export async function startTestEmulator(
  config: Partial<EmulatorConfig> = {},
  reuse?: { dataDir: string; apiPort: number; mailPort: number; clock: TestEmulator['clock'] },
  freshDataDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<TestEmulator> {
  const dataDir = reuse?.dataDir ?? freshDataDir ?? mkdtempSync(join(tmpdir(), 'emulator-test-'))
  const clock = reuse?.clock ?? {
    offsetMs: 0,
    advance(seconds: number) {
      this.offsetMs += seconds * 1000
    },
  }
  const mails: StoredMail[] = []
  const logs: string[] = []
  const emu = await startEmulator({
    dataDir,
    templateDir: inject('emulatorTemplate'),
    apiPort: reuse?.apiPort ?? 0,
    mailPort: reuse?.mailPort ?? 0,
    // Tests make many accounts from one address; rate-limits.test.ts turns each limit on by itself.
    env: {
      EMULATOR_BCRYPT_COST: process.env.EMULATOR_BCRYPT_COST ?? '4',
      EMULATOR_RATE_LIMITS: 'off',
      ...extraEnv,
    },
    config,
    log: (line) => logs.push(line),
    now: () => Date.now() + clock.offsetMs,
    onMail: (m) => mails.push(m),
  })
  const apiPort = Number(new URL(emu.apiUrl).port)
  const mailPort = Number(new URL(emu.mailUrl).port)
  const test: TestEmulator = {
    ...emu,
    clock,
    mails,
    logs,
    restart: async () => {
      await emu.stop()
      return startTestEmulator(config, { dataDir, apiPort, mailPort, clock }, undefined, extraEnv)
    },
    dispose: async () => {
      await emu.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return test
}

/**
 * The emulator a test file (or describe block) shares: started before its tests, disposed after.
 * The returned value stands for that emulator once the tests run.
 */
export function useEmulator(config: Partial<EmulatorConfig> = {}): TestEmulator {
  let running: TestEmulator | null = null
  beforeAll(async () => {
    running = await startTestEmulator(config)
  })
  afterAll(() => running?.dispose())
  return new Proxy({} as TestEmulator, {
    get(_target, key) {
      if (!running) throw new Error('useEmulator(): the emulator starts in beforeAll')
      const value: unknown = Reflect.get(running, key)
      return typeof value === 'function' ? value.bind(running) : value
    },
  })
}

/** An in-memory storage so PKCE verifiers survive between calls, as localStorage does in a browser. */
export function memoryStorage() {
  const map = new Map<string, string>()
  const verifiers: string[] = []
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (k.endsWith('-code-verifier')) verifiers.push(JSON.parse(v) as string)
      map.set(k, v)
    },
    removeItem: (k: string) => void map.delete(k),
    map,
    /** Every PKCE verifier the client stored, oldest first. */
    verifiers,
  }
}

export function client(
  emu: RunningEmulator,
  flowType: 'pkce' | 'implicit' = 'pkce',
  key = emu.anonKey,
  storage = memoryStorage(),
): SupabaseClient {
  return createClient(emu.apiUrl, key, {
    auth: {
      flowType,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      storage,
    },
    realtime: { transport: WebSocket as unknown as never },
  })
}

let counter = 0
export function uniqueEmail(tag = 'user'): string {
  counter += 1
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`
}

interface MailSummary {
  ID: string
  To: { Address: string }[]
  Subject: string
  Created: string
}

/** Newest mail to an address, read through the Mailpit-compatible JSON API. */
export async function latestMail(
  emu: RunningEmulator,
  to: string,
): Promise<{ ID: string; Subject: string; Text: string; HTML: string }> {
  const list = (await (await fetch(`${emu.mailUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] }
  const found = list.messages.find((m) => m.To.some((t) => t.Address === to.toLowerCase()))
  if (!found) throw new Error(`no mail to ${to}`)
  return (await (await fetch(`${emu.mailUrl}/api/v1/message/${found.ID}`)).json()) as {
    ID: string
    Subject: string
    Text: string
    HTML: string
  }
}

export async function mailCount(emu: RunningEmulator, to: string): Promise<number> {
  const list = (await (await fetch(`${emu.mailUrl}/api/v1/messages?limit=1000`)).json()) as {
    messages: MailSummary[]
  }
  return list.messages.filter((m) => m.To.some((t) => t.Address === to.toLowerCase())).length
}

export function linkIn(text: string): string {
  const m = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)
  if (!m) throw new Error(`no verify link in: ${text}`)
  return m[0]
}

export function codeIn(text: string): string {
  const m = /enter this code: (\d{6,10})/.exec(text)
  if (!m) throw new Error(`no code in: ${text}`)
  return m[1] as string
}

/** Follows a link without following the redirect; returns the Location. */
export async function visit(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; location: string }> {
  const r = await fetch(url, { redirect: 'manual', ...init })
  await r.arrayBuffer()
  return { status: r.status, location: r.headers.get('location') ?? '' }
}

export function api(emu: RunningEmulator) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> => {
    const r = await fetch(`${emu.authUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        apikey: emu.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await r.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // keep the text
    }
    return { status: r.status, body: parsed, headers: r.headers }
  }
}

/** Signs up (confirmation on) and confirms through the mailed link; returns the email. */
export async function confirmedUser(
  emu: RunningEmulator,
  password = 'secret-password',
  data: Record<string, unknown> = {},
) {
  const email = uniqueEmail()
  const c = client(emu)
  const { error } = await c.auth.signUp({ email, password, options: { emailRedirectTo: CALLBACK, data } })
  if (error) throw error
  const link = linkIn((await latestMail(emu, email)).Text)
  const { location } = await visit(link)
  const code = new URL(location).searchParams.get('code')
  if (!code) throw new Error(`no code in ${location}`)
  const { error: exErr } = await c.auth.exchangeCodeForSession(code)
  if (exErr) throw exErr
  return { email, password, client: c }
}

/** Query and fragment parameters of a redirect location. */
export function params(location: string): { query: URLSearchParams; fragment: URLSearchParams } {
  const u = new URL(location)
  return { query: u.searchParams, fragment: new URLSearchParams(u.hash.replace(/^#/, '')) }
}

/** supabase-js with the service-role key: what a developer's seed script uses for auth.admin. */
export const adminClient = (emu: RunningEmulator) => client(emu, 'pkce', emu.serviceRoleKey)

/** Headers of a raw admin request made with the service-role key. */
export const adminHeaders = (emu: RunningEmulator) => ({
  apikey: emu.serviceRoleKey,
  authorization: `Bearer ${emu.serviceRoleKey}`,
})
