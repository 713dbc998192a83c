// The Trae guide's project rules template, in each language's copy, saved exactly as the guide says
// (.trae/rules/project_rules.md) in a project made tonight with `npx create-next-app@latest`
// (create-next-app 16.4.3; fixtures/create-next-app-16.4.3.json is what it wrote, before npm install).
// Saved that way the rule must apply always and be possible to satisfy in that project:
// - it opens with frontmatter that says `alwaysApply: true` (Trae picks a rule's mode from it);
// - the Next.js major it names is the one the reader gets;
// - every command its definition of done asks for exists in the project's package.json, and every
//   path it names exists there, unless it is a marked placeholder ({...}) the reader fills in;
// - it points to the AGENTS.md that create-next-app writes, and says the two do not conflict.
// The template the second reading found (fixtures/project-rules.before-fix.*.md) had no frontmatter,
// named Next.js 15, required `npm test` (a fresh project has no test script, and the rule forbade
// adding the runner) and named src/lib/db.ts, which does not exist; the same checks reject it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { templateOf } from '../../support/article-blocks.ts'
import { tempDir } from '../../support/temp-dir.ts'

type Language = 'zh' | 'en'
const here = import.meta.dirname
const made = JSON.parse(readFileSync(join(here, 'fixtures', 'create-next-app-16.4.3.json'), 'utf8')) as {
  packageJson: { scripts: Record<string, string>; dependencies: Record<string, string> }
  agentsMd: string
  files: string[]
}

/** Saves the rules where the guide says, in a fresh copy of the project, and reads the file back. */
function saved(text: string): string {
  const project = tempDir('next-project')
  for (const file of made.files) {
    mkdirSync(join(project, file, '..'), { recursive: true })
    writeFileSync(join(project, file), file === 'AGENTS.md' ? made.agentsMd : '')
  }
  mkdirSync(join(project, '.trae', 'rules'), { recursive: true })
  writeFileSync(join(project, '.trae', 'rules', 'project_rules.md'), text)
  return readFileSync(join(project, '.trae', 'rules', 'project_rules.md'), 'utf8')
}

const frontmatter = (file: string): unknown => {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(file)
  return match ? parse(match[1] ?? '') : undefined
}
/** The rules with every marked placeholder ({...}) taken out: what the agent must meet as written. */
const outsidePlaceholders = (file: string) => file.replace(/\{[^{}\n]+\}/g, '')
const commands = (file: string) =>
  [...outsidePlaceholders(file).matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map((m) => m[1])
const paths = (file: string) =>
  [...outsidePlaceholders(file).matchAll(/(?<![\w.])((?:src|app|lib|pages|components)\/[\w./-]*\w)/g)].map(
    (m) => m[1],
  )

const claims = {
  'opens with frontmatter that makes it apply always': (file: string) =>
    expect(frontmatter(file)).toEqual({ alwaysApply: true }),
  'names the Next.js major that create-next-app installs tonight': (file: string) => {
    const major = made.packageJson.dependencies.next?.split('.')[0]
    expect([...file.matchAll(/Next\.js (\d+)/g)].map((m) => m[1])).toEqual([major])
  },
  'asks only for commands the project has, or for a marked placeholder': (file: string) => {
    expect(commands(file).length).toBeGreaterThan(0)
    for (const script of commands(file))
      expect(made.packageJson.scripts, `npm ${script}`).toHaveProperty(script!)
  },
  'names only paths the project has, or marks them as the reader’s own': (file: string) => {
    for (const path of paths(file)) expect(made.files, path).toContain(path)
  },
}

describe.each(['zh', 'en'] as Language[])('the project rules template (%s)', (language) => {
  const text = templateOf(language, 'products-tech/ai-programming-trae')

  it.each(Object.entries(claims))('%s', (_, claim) => claim(saved(text)))

  it('marks the database file and the test command as placeholders, with an example', () => {
    const file = saved(text)
    const placeholders = [...file.matchAll(/\{([^{}\n]+)\}/g)].map((m) => m[1]!)
    expect(placeholders).toHaveLength(2)
    expect(placeholders.some((text) => text.includes('src/lib/db.ts'))).toBe(true)
    expect(placeholders.some((text) => text.includes('npm test'))).toBe(true)
  })

  it('points to the AGENTS.md that create-next-app writes', () => {
    const file = saved(text)
    expect(made.files).toContain('AGENTS.md')
    expect(made.agentsMd).toContain('This is NOT the Next.js you know')
    expect(file).toContain('AGENTS.md')
  })
})

describe.each(['zh', 'en'] as Language[])('the template the second reading found (%s)', (language) => {
  const text = readFileSync(join(here, 'fixtures', `project-rules.before-fix.${language}.md`), 'utf8')
  it.each(Object.keys(claims) as (keyof typeof claims)[])('fails: %s', (name) => {
    expect(() => claims[name](saved(text))).toThrow()
  })
})
