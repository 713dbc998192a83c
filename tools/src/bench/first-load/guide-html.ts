import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface GuideHtml {
  path: string
  gzip: number
}

/** Every guide's prerendered HTML in both languages, gzip bytes at zlib's default level, largest first. */
export async function guideHtmlSizes(
  outDir: string,
  routes: readonly { path: string; article?: string }[],
): Promise<GuideHtml[]> {
  const paths = routes.filter((route) => route.article).flatMap((route) => [route.path, `/en${route.path}`])
  const sizes = await Promise.all(
    paths.map(async (path) => ({
      path,
      gzip: gzipSync(await readFile(join(outDir, path, 'index.html'))).length,
    })),
  )
  return sizes.sort((a, b) => b.gzip - a.gzip)
}
