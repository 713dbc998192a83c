import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeBytes, type Manifest, type RouteBytes } from '../../../build/src/route-bytes'

/** Per route, the gzip bytes a build makes a visitor fetch before the page works (see routeBytes). */
export async function measureBuild(
  outDir: string,
  routes: readonly { path: string; page: string }[],
): Promise<RouteBytes[]> {
  const manifestFile = join(outDir, '.vite', 'manifest.json')
  const manifest = JSON.parse(
    await readFile(manifestFile, 'utf8').catch(() => {
      throw new Error(`${manifestFile} is missing: build with npm run build first`)
    }),
  ) as Manifest
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))
  const sizes = new Map<string, number>()
  // Hosts compress at zlib's default level, which is what a visitor's connection carries.
  for (const file of files) sizes.set(file, gzipSync(await readFile(join(outDir, file))).length)
  return routeBytes(manifest, routes, (file) => sizes.get(file) ?? 0)
}
