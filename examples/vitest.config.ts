import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Each guide's snippets run beside their tests (examples/<section>/<guide>/*.test.ts) against
// local stand-ins; nothing here reaches the network.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'examples',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Real processes (Node, Python, shells, curl) start in these tests; a 2-core CI machine is slow.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Most of these tests wait on processes, not on the CPU: two files at once on a 2-core machine
    // (Vitest's default there is one); a larger machine keeps its default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // The last run's results, which npm run content:status reads instead of running the tests again.
    reporters: ['default', 'json'],
    outputFile: { json: '.test-report.json' },
  },
})
