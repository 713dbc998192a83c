import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/** Tests that talk to a real database: the emulator's `bin`, started once for them. */
const dbTests = 'src/**/*.db.test.{ts,tsx}'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // A 2-core CI machine running the emulator beside jsdom is slower than a laptop.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'src/**/*.test.{ts,tsx}',
              'content/**/*.test.ts',
              'build/**/*.test.{ts,tsx}',
              'tools/**/*.test.ts',
            ],
            exclude: [...configDefaults.exclude, dbTests],
          },
        },
        {
          extends: true,
          test: {
            name: 'db',
            include: [dbTests],
            globalSetup: ['./tools/src/test/emulator-global-setup.ts'],
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
