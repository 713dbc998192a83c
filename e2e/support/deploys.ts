import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { copyRepo } from '../../tools/src/bench/scale/repo-copy'
import { buildCacheDirs } from '@super-individual/content/node'
import { staticHost } from '../../tools/src/preview/static-host/serve'
import { emulatorUrl, ports } from './ports'

const repo = resolve(import.meta.dirname, '..', '..')

/** A static host at a fixed address whose build can be replaced, as a deploy replaces a site's files. */
export interface DeployedSite {
  url: string
  deploy(buildDir: string): Promise<void>
  close(): Promise<void>
}

async function listen(server: Server, port: number) {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

async function stop(server: Server) {
  server.closeAllConnections()
  await new Promise<void>((done) => server.close(() => done()))
}

/** Serves a build on a port of its own; `deploy` serves another build at the same address. */
export async function deployedSite(buildDir: string): Promise<DeployedSite> {
  let server = await staticHost(buildDir)
  const port = await listen(server, 0)
  return {
    url: `http://127.0.0.1:${port}`,
    async deploy(next) {
      await stop(server)
      server = await staticHost(next)
      await listen(server, port)
    },
    close: () => stop(server),
  }
}

/**
 * Builds the site again with a sentence added to one guide's intro in each language, from a copy of
 * the working tree, into a folder of that copy: the build a deploy of an edited guide ships.
 */
export async function buildWithIntroAdded(
  article: string,
  added: Record<'zh' | 'en', string>,
): Promise<string> {
  const copy = copyRepo(repo, 'e2e-deploy')
  for (const language of ['zh', 'en'] as const) {
    const file = join(copy, 'public', 'locales', language, 'articles', `${article}.json`)
    const content = JSON.parse(readFileSync(file, 'utf8')) as { intro: string }
    content.intro += added[language]
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
  }
  const outDir = join(copy, 'dist-deploy')
  await promisify(execFile)('npx', ['tsx', 'build/src/build.ts', '--outDir', outDir], {
    cwd: copy,
    // As the suite's own build: only the guide differs. NODE_ENV as a developer's shell may have it,
    // and as e2e/content-errors-dev.spec.ts's dev server leaves it in this worker's process: the
    // build must still make a production bundle (a development one registers no offline worker).
    env: {
      ...process.env,
      NODE_ENV: 'development',
      VITE_SUPABASE_URL: emulatorUrl,
      VITE_SITE_URL: `http://127.0.0.1:${ports.preview}`,
    },
    maxBuffer: 64 * 1024 * 1024,
  })
  return outDir
}

/**
 * Deletes a build of `buildWithIntroAdded`: its copy of the repo (about 50 MB) and what its build
 * kept in the shared node_modules/.cache, which would otherwise pile up with every run of the suite.
 */
export function removeBuildCopy(outDir: string) {
  for (const dir of buildCacheDirs(outDir)) rmSync(dir, { recursive: true, force: true })
  rmSync(dirname(outDir), { recursive: true, force: true })
}
