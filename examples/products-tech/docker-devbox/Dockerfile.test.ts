// The guide's Dockerfile, parsed with dockerfile-ast (the parser behind the Docker language server)
// and held to what the guide says it does: two stages; slim official Node images of the line that is
// Active LTS in December 2026; a final image with production dependencies and the build output only,
// run as a non-root user; a build context that leaves every env file, npm token and key out (matched
// with @balena/dockerignore, which follows Docker's own .dockerignore rules). Its npm lines are run, as RUN runs
// them (sh -c, the build argument in the environment), with this machine's npm 11 against a local
// stand-in registry: a reader in mainland China passes NPM_REGISTRY, and npm must fetch every package
// from there although package-lock.json names registry.npmjs.org. The image itself is not built:
// there is no Docker daemon here and Docker Hub is not reachable.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { DockerfileParser, ModifiableInstruction, type Instruction } from 'dockerfile-ast'
import { describe, expect, it } from 'vitest'
import { inlineCodeOf } from '../../support/article-blocks.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'

const parse = (file: string) => DockerfileParser.parse(readFileSync(join(import.meta.dirname, file), 'utf8'))
const dockerfile = parse('Dockerfile')
// The package is CommonJS (module.exports = factory); its types describe that as a default export.
interface Ignore {
  add: (patterns: string[]) => Ignore
  filter: (paths: string[]) => string[]
}
const ignore = createRequire(import.meta.url)('@balena/dockerignore') as () => Ignore
/**
 * A Vite or Next project as a reader has it when they run docker compose up --build: env files for
 * each mode (a build inlines the VITE_ and NEXT_PUBLIC_ values it finds into dist, which the final
 * image keeps), an .npmrc with a registry token, a key, and the usual folders.
 */
const project = [
  ...['.env', '.env.local', '.env.production', '.env.development.local', '.env.example'],
  ...['.npmrc', 'certs/server.key', 'certs/ca.pem', 'npm-debug.log', '.git/HEAD'],
  ...['node_modules/react/index.js', 'dist/server.js', 'packages/api/.env.local'],
  ...['package.json', 'package-lock.json', 'src/server.ts', 'src/env.ts'],
]

/** The instructions of each stage, in order: a stage runs from its FROM to the next one. */
const stagesOf = (instructions: Instruction[]) =>
  instructions.reduce<Instruction[][]>((all, instruction) => {
    if (instruction.getKeyword() === 'FROM') all.push([])
    all.at(-1)?.push(instruction)
    return all
  }, [])
const stages = stagesOf(dockerfile.getInstructions())
const finalStage = stages.at(-1) ?? []
/** An instruction as written after its keyword: its flags (--from=build), then its arguments. */
const textOf = (instruction: Instruction) =>
  [
    ...(instruction instanceof ModifiableInstruction ? instruction.getFlags() : []).map(
      (flag) => `--${flag.getName()}=${flag.getValue() ?? ''}`,
    ),
    instruction.getArgumentsContent(),
  ].join(' ')
const argumentsOf = (keyword: string, stage: Instruction[]) =>
  stage.filter((instruction) => instruction.getKeyword() === keyword).map(textOf)

// The Node.js Release Working Group's schedule (nodejs/Release, schedule.json): the dates a line
// becomes LTS and moves to maintenance. Active LTS is between the two.
const nodeSchedule: Record<string, { lts: string; maintenance: string; end: string }> = {
  '22': { lts: '2024-10-29', maintenance: '2025-10-21', end: '2027-04-30' },
  '24': { lts: '2025-10-28', maintenance: '2026-10-20', end: '2028-04-30' },
  '26': { lts: '2026-10-28', maintenance: '2027-10-20', end: '2029-04-30' },
}
const reviewed = '2026-12-02'
const isActiveLts = (file: string) =>
  parse(file)
    .getFROMs()
    .every((from) => {
      const line = nodeSchedule[(from.getImageTag() ?? '').split(/[.-]/)[0] ?? '']
      return line !== undefined && line.lts <= reviewed && reviewed < line.maintenance
    })

describe('Dockerfile', () => {
  it('builds in two stages, from slim official images with an explicit version', () => {
    const froms = dockerfile.getFROMs()
    expect(froms.map((from) => from.getBuildStage())).toEqual(['build', null])
    for (const from of froms) {
      expect(from.getRegistry(), 'an official Docker Hub image').toBeNull()
      expect(from.getImageName()).toBe('node')
      expect(from.getImageTag(), from.getImage() ?? '').toMatch(/^\d+(\.\d+)*-slim$/)
    }
  })

  it('uses the Node line that is Active LTS on the day of review; the reviewed file’s Node 22 is not', () => {
    expect(isActiveLts('Dockerfile')).toBe(true)
    expect(isActiveLts('fixtures/Dockerfile.before-fix')).toBe(false)
  })

  it('ships production dependencies and the build output only', () => {
    expect(argumentsOf('RUN', finalStage)).toEqual(['npm ci --omit=dev --registry=$NPM_REGISTRY'])
    expect(argumentsOf('COPY', finalStage)).toEqual([
      'package.json package-lock.json ./',
      '--from=build /app/dist ./dist',
    ])
  })

  it('declares NPM_REGISTRY in each stage that uses it, defaulting to the public npm registry', () => {
    for (const stage of stages)
      expect(argumentsOf('ARG', stage)).toEqual(['NPM_REGISTRY=https://registry.npmjs.org/'])
  })

  it('runs as a non-root user, on the port the compose file publishes', () => {
    const users = argumentsOf('USER', finalStage)
    expect(users.at(-1)).toMatch(/^(?!root$|0$)\w+$/)
    expect(argumentsOf('EXPOSE', finalStage)).toEqual(['3000'])
  })

  it.each(['en', 'zh'] as const)(
    'leaves every env file, npm token and key out of the build context, .env.example in (%s .dockerignore)',
    (language) => {
      const ignored = inlineCodeOf(language, 'products-tech/docker-devbox', '.dockerignore').split('\n')
      const context = ignore().add(ignored).filter(project)
      expect(context.sort()).toEqual([
        '.env.example',
        'package-lock.json',
        'package.json',
        'src/env.ts',
        'src/server.ts',
      ])
    },
  )

  it('rejects the reviewed .dockerignore: .env.local, .env.production and .npmrc went into COPY . .', () => {
    const reviewed = readFileSync(
      join(import.meta.dirname, 'fixtures', 'dockerignore.before-fix.txt'),
      'utf8',
    )
    const context = ignore().add(reviewed.split('\n')).filter(project)
    expect(context).toEqual(expect.arrayContaining(['.env.local', '.env.production', '.npmrc']))
  })
})

/** A tarball as `npm pack` makes it, and the integrity string package-lock.json records for it. */
async function packed(dir: string, name: string) {
  const source = join(dir, 'src', name)
  mkdirSync(source, { recursive: true })
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js' }))
  writeFileSync(join(source, 'index.js'), `module.exports = '${name}'\n`)
  const ran = await run('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: source })
  expect(ran.code, ran.stderr).toBe(0)
  const tarball = readFileSync(join(dir, `${name}-1.0.0.tgz`))
  return { name, tarball, integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}` }
}

describe('the Dockerfile’s npm lines with NPM_REGISTRY set, as a reader in mainland China builds', () => {
  it('fetches every package from the registry passed in, not the one package-lock.json names', async () => {
    const dir = tempDir('npm-registry')
    const [dependency, devDependency] = [await packed(dir, 'tiny-dep'), await packed(dir, 'tiny-dev')]
    const requested: string[] = []
    const registry = createServer((request, response) => {
      requested.push(request.url ?? '')
      const found = [dependency, devDependency].find(
        (p) => request.url === `/${p.name}/-/${p.name}-1.0.0.tgz`,
      )
      if (found) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found.tarball)
      else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = registry.address() as AddressInfo
      const app = join(dir, 'app')
      mkdirSync(app)
      const entry = (p: typeof dependency, dev: boolean) => ({
        version: '1.0.0',
        resolved: `https://registry.npmjs.org/${p.name}/-/${p.name}-1.0.0.tgz`,
        integrity: p.integrity,
        ...(dev ? { dev: true } : {}),
      })
      const manifest = {
        name: 'app',
        version: '1.0.0',
        dependencies: { 'tiny-dep': '1.0.0' },
        devDependencies: { 'tiny-dev': '1.0.0' },
      }
      writeFileSync(join(app, 'package.json'), JSON.stringify(manifest))
      writeFileSync(
        join(app, 'package-lock.json'),
        JSON.stringify({
          name: 'app',
          version: '1.0.0',
          lockfileVersion: 3,
          requires: true,
          packages: {
            '': manifest,
            'node_modules/tiny-dep': entry(dependency, false),
            'node_modules/tiny-dev': entry(devDependency, true),
          },
        }),
      )
      // A RUN line runs under /bin/sh -c with the stage's ARG values in its environment.
      const env = {
        HOME: dir,
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NPM_REGISTRY: `http://127.0.0.1:${port}/`,
        npm_config_cache: join(dir, 'npm-cache'),
        npm_config_update_notifier: 'false',
      }
      for (const [index, stage] of stages.entries()) {
        const [line = ''] = argumentsOf('RUN', stage).filter((command) => command.startsWith('npm ci'))
        const ran = await run('/bin/sh', ['-c', line], { cwd: app, env, timeoutMs: 60_000 })
        expect(ran.code, ran.stderr).toBe(0)
        expect(existsSync(join(app, 'node_modules', 'tiny-dep')), `stage ${index}`).toBe(true)
        // The final stage installs production dependencies only.
        expect(existsSync(join(app, 'node_modules', 'tiny-dev')), `stage ${index}`).toBe(index === 0)
      }
      expect(requested).toEqual(
        expect.arrayContaining(['/tiny-dep/-/tiny-dep-1.0.0.tgz', '/tiny-dev/-/tiny-dev-1.0.0.tgz']),
      )
    } finally {
      await new Promise<void>((resolve) => registry.close(() => resolve()))
    }
  }, 120_000)
})
