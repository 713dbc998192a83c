// The guide's GitHub Actions workflow, parsed with the yaml package and held to what the guide says
// it does: on every push to main and every pull request, install the dependencies, run lint, run the
// tests. GitHub publishes no schema of workflows on npm, so the fields it relies on are checked here.
// Checked, not run: GitHub runs it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}

const document = parseDocument(readFileSync(join(import.meta.dirname, 'ci.yml'), 'utf8'))
const workflow = document.toJS() as {
  name: string
  on: { push?: { branches?: string[] }; pull_request?: unknown }
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>
}
const jobs = Object.values(workflow.jobs)

describe('ci.yml', () => {
  it('parses and runs on every push to main and on every pull request', () => {
    expect(document.errors).toEqual([])
    expect(workflow.on.push?.branches).toEqual(['main'])
    expect('pull_request' in workflow.on).toBe(true)
  })

  it('checks out, sets up Node with the npm cache, then installs, lints and tests, in that order', () => {
    expect(jobs).toHaveLength(1)
    const [job] = jobs
    expect(job?.['runs-on']).toBe('ubuntu-latest')
    const steps = job?.steps ?? []
    expect(steps.map((step) => step.uses?.replace(/@.*/, '') ?? step.run)).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'npm ci',
      'npm run lint',
      'npm test',
    ])
    expect(steps[1]?.with).toEqual({ 'node-version': expect.any(Number), cache: 'npm' })
  })

  it('pins every action to a major version, so an update cannot change the workflow unseen', () => {
    for (const step of jobs.flatMap((job) => job.steps).filter((step) => step.uses))
      expect(step.uses).toMatch(/@v\d+$/)
  })
})
