// The guide's Dockerfile, parsed with dockerfile-ast (the parser behind the Docker language server)
// and held to what the guide says it does: two stages; slim official base images with an explicit
// version; a final image with production dependencies and the build output only, run as a non-root
// user; and a build context that leaves .env out. Checked, not run: there is no Docker here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DockerfileParser, ModifiableInstruction, type Instruction } from 'dockerfile-ast'
import { describe, expect, it } from 'vitest'
import { inlineCodeOf } from '../../support/article-blocks.ts'

const dockerfile = DockerfileParser.parse(readFileSync(join(import.meta.dirname, 'Dockerfile'), 'utf8'))
const instructions = dockerfile.getInstructions()

/** The instructions of each stage, in order: a stage runs from its FROM to the next one. */
const stages = instructions.reduce<Instruction[][]>((all, instruction) => {
  if (instruction.getKeyword() === 'FROM') all.push([])
  all.at(-1)?.push(instruction)
  return all
}, [])
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

describe('Dockerfile', () => {
  it('builds in two stages, from slim official images with an explicit version', () => {
    const froms = dockerfile.getFROMs()
    expect(froms.map((from) => from.getBuildStage())).toEqual(['build', null])
    for (const from of froms) {
      expect(from.getRegistry(), 'an official Docker Hub image').toBeNull()
      expect(from.getImageTag(), from.getImage() ?? '').toMatch(/^\d+(\.\d+)*-slim$/)
    }
  })

  it('ships production dependencies and the build output only', () => {
    expect(argumentsOf('RUN', finalStage)).toEqual(['npm ci --omit=dev'])
    expect(argumentsOf('COPY', finalStage)).toEqual([
      'package.json package-lock.json ./',
      '--from=build /app/dist ./dist',
    ])
  })

  it('runs as a non-root user, on the port the compose file publishes', () => {
    const users = argumentsOf('USER', finalStage)
    expect(users.at(-1)).toMatch(/^(?!root$|0$)\w+$/)
    expect(argumentsOf('EXPOSE', finalStage)).toEqual(['3000'])
  })

  it.each(['en', 'zh'] as const)(
    'leaves .env and node_modules out of the build context (%s .dockerignore)',
    (language) => {
      const ignored = inlineCodeOf(language, 'products-tech/docker-devbox', '.dockerignore').split('\n')
      expect(ignored).toEqual(expect.arrayContaining(['.env', 'node_modules']))
    },
  )
})
