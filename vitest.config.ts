import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/** Tests that talk to a real database: the emulator's `bin`, started once for them. */
const dbTests = 'src/**/*.db.test.{ts,tsx}'
/** The site's test set-up: jest-dom, every section's routes, the content checks. */
const siteSetup = './src/test/setup.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      restoreMocks: true,
      // A 2-core CI machine running the emulator beside jsdom is slower than a laptop.
      testTimeout: 20_000,
      // Vitest's default is one worker fewer than the cores, so one on a 2-core CI machine, where the
      // files' jsdom set-up and imports overlap well on two; a larger machine keeps its default.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: [siteSetup],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, dbTests],
          },
        },
        // The layers that run in Node (content, build, tools) are tested there: no jsdom and none of
        // the site's set-up, which cost each of their 72 files about 2 CPU seconds. A test that
        // parses HTML asks for jsdom in its first line.
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'content/**/*.test.ts',
              'build/**/*.test.{ts,tsx}',
              'tools/**/*.test.ts',
              'mcp/**/*.test.ts',
            ],
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'db',
            environment: 'jsdom',
            setupFiles: [siteSetup],
            include: [dbTests],
            globalSetup: ['./tools/src/test/emulator-global-setup.ts'],
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
