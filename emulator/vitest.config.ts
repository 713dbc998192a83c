import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The emulator's own tests: a real server on random ports with a fresh data folder per test file
// (copied from one PGlite template made once per run in test/global-setup.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'emulator',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { EMULATOR_BCRYPT_COST: '4', EMULATOR_RATE_LIMITS: 'off' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    restoreMocks: true,
  },
})
