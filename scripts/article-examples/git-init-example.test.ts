// @vitest-environment node
// The Cursor guide's "put the project under Git" commands, run as a reader pastes them into a new
// project folder: the first commit holds the code and .gitignore, never the .env with its keys.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'

const script = join(
  import.meta.dirname,
  '..',
  '..',
  'examples',
  'products-tech',
  'ai-programming-cursor',
  'git-init.sh',
)
const project = mkdtempSync(join(tmpdir(), 'git-init-example-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))

it('commits the project without its .env', () => {
  writeFileSync(join(project, 'index.ts'), 'export const answer = 42\n')
  writeFileSync(join(project, '.env'), 'OPENAI_API_KEY=sk-test\n')
  const identity = { GIT_AUTHOR_NAME: 'Reader', GIT_AUTHOR_EMAIL: 'reader@example.com' }
  const env = {
    ...process.env,
    ...identity,
    GIT_COMMITTER_NAME: identity.GIT_AUTHOR_NAME,
    GIT_COMMITTER_EMAIL: identity.GIT_AUTHOR_EMAIL,
    // No global or system git settings of this machine.
    HOME: project,
    GIT_CONFIG_NOSYSTEM: '1',
  }
  execFileSync('bash', ['-e', script], { cwd: project, env, stdio: 'pipe' })
  const committed = execFileSync('git', ['ls-files'], { cwd: project, env, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  expect(committed.sort()).toEqual(['.gitignore', 'index.ts'])
  expect(execFileSync('git', ['log', '--format=%s'], { cwd: project, env, encoding: 'utf8' }).trim()).toBe(
    'Initial commit',
  )
})
