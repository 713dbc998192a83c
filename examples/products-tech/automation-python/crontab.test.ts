// The guide's crontab in each language, run the way cron runs it: /bin/sh -c with cron's bare
// environment plus the variable lines of the crontab, in a project laid out as the guide says (the two
// scripts, orders.csv, and a .venv made with Debian's python3 -m venv). It must use the project's
// virtual environment, as the guide advises, run once a month, the period its comment and the script
// name, and hand the month's summary to the WeCom robot (a local stand-in here) whose address the
// crontab holds. Run also as a reader first has it: the placeholder address not yet replaced. The line
// the review found used the system Python and said "last week" on a schedule of every Monday.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { ordersCsv } from './fixtures/orders.ts'
import { wecomStandIn } from './fixtures/wecom-stand-in.ts'

/** A crontab file's comment, its variable lines (NAME=value, as cron reads them) and its one job. */
function cronJob(file: string): {
  comment: string
  variables: Record<string, string>
  schedule: string[]
  command: string
} {
  const lines = readFileSync(join(import.meta.dirname, file), 'utf8')
    .trim()
    .split('\n')
  const isVariable = (line: string) => /^[A-Z_]+=/.test(line)
  const job = lines.filter((line) => !line.startsWith('#') && !isVariable(line))
  expect(job).toHaveLength(1)
  const fields = (job[0] ?? '').split(/\s+/)
  return {
    comment: lines.filter((line) => line.startsWith('#')).join(' '),
    variables: Object.fromEntries(
      lines
        .filter(isVariable)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    ),
    schedule: fields.slice(0, 5),
    command: fields.slice(5).join(' '),
  }
}

/** A reader's project in /home/me/reports: the script, an export and a venv that reports when it runs. */
async function project(): Promise<string> {
  const dir = tempDir('reports')
  copyFileSync(join(import.meta.dirname, 'summarize_orders.en.py'), join(dir, 'summarize_orders.py'))
  copyFileSync(join(import.meta.dirname, 'notify_wecom.en.py'), join(dir, 'notify_wecom.py'))
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

/** Runs the crontab's job as cron would, with its variables; `webhook` replaces the robot's address. */
async function runJob(file: string, dir: string, webhook?: (written: string) => string, cert?: string) {
  const { command, variables } = cronJob(file)
  const cronEnv: NodeJS.ProcessEnv = {
    HOME: dir,
    LOGNAME: 'me',
    PATH: '/usr/bin:/bin',
    SHELL: '/bin/sh',
    TZ: 'UTC',
  }
  // The stand-in's certificate, trusted as WeCom's real one is through the system's store.
  if (cert) cronEnv.SSL_CERT_FILE = cert
  for (const [name, value] of Object.entries(variables)) cronEnv[name] = webhook ? webhook(value) : value
  return run('/bin/sh', ['-c', command.replaceAll('/home/me/reports', dir)], { cwd: dir, env: cronEnv })
}

const claims = {
  'runs the script with the project’s virtual environment under cron’s bare environment': async (
    file: string,
  ) => {
    const dir = await project()
    await runJob(file, dir)
    expect(readFileSync(join(dir, 'summary.log'), 'utf8')).toMatch(/^Wrote 4 rows to /)
    expect(existsSync(join(dir, 'ran-with.txt')), 'the venv’s Python ran').toBe(true)
    expect(readFileSync(join(dir, 'ran-with.txt'), 'utf8')).toBe(join(dir, '.venv'))
  },
  'sends the month’s summary to the WeCom robot whose address the crontab holds': async (file: string) => {
    const dir = await project()
    const { variables } = cronJob(file)
    expect(variables.WECOM_WEBHOOK).toMatch(/^https:\/\/qyapi\.weixin\.qq\.com\/cgi-bin\/webhook\/send\?key=/)
    // Run on the 1st: the export holds last month and the first order of the new one.
    const today = new Date()
    const month = (offset: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
    writeFileSync(
      join(dir, 'orders.csv'),
      `\ufeffdate,channel,amount\r\n${month(-1)}-15,shop,19.90\r\n${month(0)}-01,shop,5.00\r\n`,
    )
    const robot = await wecomStandIn(dir, 'test-key', { errcode: 0, errmsg: 'ok' })
    try {
      const ran = await runJob(file, dir, () => robot.webhook, robot.cert)
      expect(ran.code).toBe(0)
      expect(robot.received).toHaveLength(1)
      expect(JSON.stringify(robot.received[0]?.body)).toContain(month(-1))
      expect(JSON.stringify(robot.received[0]?.body)).not.toContain(month(0))
    } finally {
      await robot.close()
    }
  },
  'with the placeholder address not yet replaced: the summary is still written, the log says why': async (
    file: string,
  ) => {
    const dir = await project()
    const robot = await wecomStandIn(dir, 'unused', { errcode: 93000, errmsg: 'invalid webhook url' })
    try {
      // The placeholder key, sent to the stand-in, which refuses it as WeCom refuses an unknown key.
      const placeholder = (written: string) =>
        robot.webhook.replace(/key=.*/, written.slice(written.indexOf('key=')))
      const ran = await runJob(file, dir, placeholder, robot.cert)
      expect(ran.code).not.toBe(0)
      expect(robot.received[0]?.key).toBe('YOUR-ROBOT-KEY')
      expect(readFileSync(join(dir, 'orders_summary.csv'), 'utf8')).toContain('2026-11')
      expect(readFileSync(join(dir, 'summary.log'), 'utf8')).toContain('93000')
    } finally {
      await robot.close()
    }
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
