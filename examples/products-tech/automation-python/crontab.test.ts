// The guide's cron line in each language, run the way cron runs it: /bin/sh -c with cron's bare
// environment, in a project laid out as the guide says (the script, orders.csv, and a .venv made with
// Debian's python3 -m venv). It must use the project's virtual environment, as the guide advises,
// and run once a month, the period its comment and the script name. The line the review found used
// the system Python and said "last week" on a schedule of every Monday.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { ordersCsv } from './fixtures/orders.ts'

/** A crontab file's comment and its one job: the five schedule fields and the command. */
function cronJob(file: string): { comment: string; schedule: string[]; command: string } {
  const lines = readFileSync(join(import.meta.dirname, file), 'utf8')
    .trim()
    .split('\n')
  const job = lines.filter((line) => !line.startsWith('#'))
  expect(job).toHaveLength(1)
  const fields = (job[0] ?? '').split(/\s+/)
  return {
    comment: lines.filter((line) => line.startsWith('#')).join(' '),
    schedule: fields.slice(0, 5),
    command: fields.slice(5).join(' '),
  }
}

/** A reader's project in /home/me/reports: the script, an export and a venv that reports when it runs. */
async function project(): Promise<string> {
  const dir = tempDir('reports')
  copyFileSync(join(import.meta.dirname, 'summarize_orders.en.py'), join(dir, 'summarize_orders.py'))
  writeFileSync(join(dir, 'orders.csv'), ordersCsv)
  const made = await run(debianPython, ['-m', 'venv', '--without-pip', join(dir, '.venv')])
  expect(made.stderr).toBe('')
  // Python runs the import lines of .pth files in its own site-packages at start: only the venv's
  // interpreter sees this one, so the file it writes says which Python ran.
  const lib = join(dir, '.venv', 'lib')
  const sitePackages = join(lib, readdirSync(lib)[0] ?? '', 'site-packages')
  const marker = JSON.stringify(join(dir, 'ran-with.txt'))
  writeFileSync(
    join(sitePackages, 'ran-with.pth'),
    `import pathlib, sys; pathlib.Path(${marker}).write_text(sys.prefix)\n`,
  )
  return dir
}

const claims = {
  'runs the script with the project’s virtual environment under cron’s bare environment': async (
    file: string,
  ) => {
    const dir = await project()
    const { command } = cronJob(file)
    const cronEnv = { HOME: dir, LOGNAME: 'me', PATH: '/usr/bin:/bin', SHELL: '/bin/sh' }
    const ran = await run('/bin/sh', ['-c', command.replaceAll('/home/me/reports', dir)], {
      cwd: dir,
      env: cronEnv,
    })
    expect(ran.code).toBe(0)
    expect(readFileSync(join(dir, 'summary.log'), 'utf8')).toMatch(/^Wrote 4 rows to /)
    expect(existsSync(join(dir, 'ran-with.txt')), 'the venv’s Python ran').toBe(true)
    expect(readFileSync(join(dir, 'ran-with.txt'), 'utf8')).toBe(join(dir, '.venv'))
  },
  'runs once a month, the period its comment and the script name': async (file: string) => {
    const { comment, schedule } = cronJob(file)
    const [minute, hour, dayOfMonth, month, dayOfWeek] = schedule
    expect([minute, hour, dayOfMonth]).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
      '1',
    ])
    expect([month, dayOfWeek]).toEqual(['*', '*'])
    expect(comment).toMatch(/month|月/)
    expect(comment).not.toMatch(/week|周|星期/)
  },
}

describe.each(['crontab.en.txt', 'crontab.zh.txt'])('%s', (file) => {
  it.each(Object.entries(claims))('%s', (_, claim) => claim(file))
})

describe('the line the review found (fixtures/crontab.before-fix.txt)', () => {
  it.each(Object.entries(claims))('fails: %s', async (_, claim) => {
    await expect(claim('fixtures/crontab.before-fix.txt')).rejects.toThrow()
  })
})
