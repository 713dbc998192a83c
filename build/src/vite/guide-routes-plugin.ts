import type { Plugin } from 'vite'
import { guideDataDir } from '@super-individual/content/node'
import { writeGuidePaths } from '@super-individual/content/node'

/**
 * In `npm run dev`, keeps content/src/routes/guide-paths.generated.ts in step with the route data, so a
 * guide added to content/routes/*.json is routed on save. Not in the tests: there the committed
 * file is what a unit test compares with the data.
 */
export function guideRoutes(): Plugin {
  return {
    name: 'guide-routes',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST) return
      const regenerate = () => {
        try {
          writeGuidePaths()
        } catch (error) {
          server.config.logger.error((error as Error).message)
        }
      }
      regenerate()
      server.watcher.add(guideDataDir)
      server.watcher.on('change', (file) => {
        if (file.startsWith(guideDataDir) && file.endsWith('.json')) regenerate()
      })
    },
  }
}
