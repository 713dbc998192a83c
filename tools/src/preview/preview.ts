/**
 * `npm run preview`: serves the build as a static host would (see tools/src/preview/static-host/serve.ts).
 * Flags: --outDir (default dist), --port (default 4173), --host (default 127.0.0.1).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { staticHost } from './static-host/serve'

const flag = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > -1 ? process.argv[index + 1] : fallback
}
const root = resolve(flag('outDir', 'dist'))
const port = Number(flag('port', '4173'))
const host = flag('host', '127.0.0.1')

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`npm run preview: ${root} holds no build. Run npm run build first.`)
  process.exit(1)
}
const server = await staticHost(root)
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `npm run preview: port ${port} is in use; choose another with --port <port>.`
      : error,
  )
  process.exit(1)
})
server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`))
