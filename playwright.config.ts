import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { closedNetworkFlags, findChromium } from './tools/src/find-chromium'
import { buildDir, e2ePorts } from './e2e/support/ports'

// E2E_PORT lets two checkouts (or two people on one machine) run the suite side by side:
// the preview and its private emulator move together.
const { preview, api, mail } = e2ePorts(Number(process.env.E2E_PORT ?? 4173))
const PREVIEW_URL = `http://127.0.0.1:${preview}`
const API_URL = `http://127.0.0.1:${api}`
const OUT_DIR = buildDir(preview)
const editsWorkingTree = '**/content-errors-dev.spec.ts'

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: findChromium(),
    args: closedNetworkFlags,
  },
}

export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/${preview}`,
  // Two workers on a 2-core machine: tests make their own accounts, so none depends on another.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: PREVIEW_URL,
    // A trace records every action's DOM: about a fifth of the suite's time on a 2-core machine
    // (the route walk's zh half: 4.5 min with, 3.7 without). CI keeps the screenshot and the page
    // snapshot of a failure; locally the trace is there to open.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
  },
  projects: [
    // Reduced motion by default: without a GPU, Chromium paints the home page's floating clouds in
    // software, and an idle home page measured a whole core (10.5 CPU s in 10 s; other pages 1.3),
    // which starved the second worker. Specs about motion ask for it (home.spec.ts).
    // The offline worker is blocked but in the spec about it: a worker serving pages and scripts
    // from its caches would stand between the other specs and the network failures they simulate.
    {
      name: 'chromium',
      testIgnore: ['**/screenshots/**', editsWorkingTree],
      use: { ...chromium, reducedMotion: 'reduce', serviceWorkers: 'block' },
    },
    // This spec breaks and restores a guide's file in the working tree, as an editor would: it runs
    // after the rest, so that no other spec (the deploy test copies the repo) meets the broken file.
    {
      name: 'chromium-editing',
      testMatch: editsWorkingTree,
      dependencies: ['chromium'],
      use: { ...chromium, reducedMotion: 'reduce', serviceWorkers: 'block' },
    },
    // Not a check: `npm run screenshots` writes pictures of every kind of page to look at.
    { name: 'screenshots', testDir: './e2e/screenshots', use: chromium },
  ],
  webServer: [
    {
      // The tests' own emulator: a fresh database in a temporary folder, fast password hashing, and
      // no rate limits (every test signs up from 127.0.0.1).
      command: 'npx supabase-emulator',
      url: `${API_URL}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        EMULATOR_DATA_DIR: join(tmpdir(), `super-individual-e2e-${preview}-${Date.now()}`),
        EMULATOR_API_PORT: String(api),
        EMULATOR_MAIL_PORT: String(mail),
        EMULATOR_BCRYPT_COST: '4',
        EMULATOR_RATE_LIMITS: 'off',
        GOTRUE_SITE_URL: PREVIEW_URL,
        GOTRUE_URI_ALLOW_LIST: `${PREVIEW_URL}/**`,
      },
    },
    {
      // The real build (prerendered pages) served as a static host serves it: what a visitor gets.
      command: `npm run build -- --outDir ${OUT_DIR} && npm run preview -- --outDir ${OUT_DIR} --port ${preview}`,
      url: PREVIEW_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { VITE_SUPABASE_URL: API_URL, VITE_SITE_URL: PREVIEW_URL },
    },
  ],
})
