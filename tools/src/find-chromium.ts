import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * Where to find a Chromium for the browser tests: $CHROMIUM_PATH, then Playwright's own download
 * (on a developer machine that ran `npx playwright install`), then the usual system locations.
 * Returns undefined only when nothing is found, and Playwright then reports what is missing.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    safePlaywrightPath(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ]
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)))
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

/** Without these Chromium keeps dialling Google's services, which a closed network refuses. */
export const closedNetworkFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
