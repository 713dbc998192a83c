// Each language's copy of the notification script, run with Debian 12's Python the way the guide's
// usage line says, against a local HTTPS stand-in for WeCom's group robot. It touches a secret (the
// robot's key), so it is run from each state a reader can be in: no WECOM_WEBHOOK set (a fresh
// machine, or cron without the variable line), a key WeCom refuses (HTTP 200 with an errcode, the
// answer a naive script takes for success), an address pasted with a stray space, a summary that
// already holds a few orders of the current month (an export taken on the 1st), and a month whose
// message runs past WeCom's 2,048-byte limit. It must send last calendar month, say what went wrong
// and never print the key. The reviewed script sent the newest month in the file (a partial one on
// the 1st) and cut a long message mid-list with no word that lines were missing.
import { copyFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { wecomStandIn, type WecomStandIn } from './fixtures/wecom-stand-in.ts'

const key = 'a1b2c3d4-5e6f-7a8b-9c0d-e1f2a3b4c5d6'
/** A month as the summary writes it (YYYY-MM), counted from today in UTC, the scripts' TZ here. */
const monthFromNow = (offset: number) => {
  const today = new Date()
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
}
const [lastMonth, thisMonth] = [monthFromNow(-1), monthFromNow(0)]
// As summarize_orders.py writes it: a BOM first (for Excel), CRLF line ends; the export it came from
// was taken on the 1st, so the current month already has an order.
const summary =
  '\ufeff' +
  [
    'month,channel,orders,revenue',
    `${monthFromNow(-2)},shop,2,0.30`,
    `${lastMonth},shop,2,24.95`,
    `${lastMonth},wechat,1,100.00`,
    `${thisMonth},shop,1,19.90`,
  ].join('\r\n') +
  '\r\n'

let standIn: WecomStandIn | undefined
afterEach(async () => {
  await standIn?.close()
  standIn = undefined
})

async function notify(
  script: string,
  csv: string,
  webhook: (standIn: WecomStandIn) => string | undefined,
  answer = { errcode: 0, errmsg: 'ok' },
  args: string[] = [],
) {
  const dir = tempDir('notify')
  copyFileSync(join(import.meta.dirname, script), join(dir, 'notify_wecom.py'))
  writeFileSync(join(dir, 'orders_summary.csv'), csv)
  standIn = await wecomStandIn(dir, key, answer)
  const address = webhook(standIn)
  const env: NodeJS.ProcessEnv = {
    HOME: dir,
    PATH: '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    SSL_CERT_FILE: standIn.cert,
    TZ: 'UTC',
  }
  if (address !== undefined) env.WECOM_WEBHOOK = address
  const ran = await run(debianPython, ['notify_wecom.py', 'orders_summary.csv', ...args], { cwd: dir, env })
  return { ...ran, received: standIn.received }
}

const contentOf = (ran: { received: { body: unknown }[] }) =>
  (ran.received[0]?.body as { text: { content: string } } | undefined)?.text.content ?? ''

/** What each copy must do; the reviewed script is held to the same claims below and fails two. */
const claims = {
  'on the 1st, posts last month whole, not the few orders of the new month': async (script: string) => {
    const ran = await notify(script, summary, (s) => s.webhook)
    expect(ran.code, ran.stderr).toBe(0)
    expect(ran.received).toHaveLength(1)
    const [message] = ran.received
    expect(message?.key).toBe(key)
    const body = message?.body as { msgtype: string; text: { content: string } }
    expect(body.msgtype).toBe('text')
    const lines = body.text.content.split('\n')
    expect(lines[0]).toContain(lastMonth)
    expect(lines[0]).toMatch(/\b3\b.*124\.95/)
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^wechat\D+1\D.*100\.00$/),
      expect.stringMatching(/^shop\D+2\D.*24\.95$/),
    ])
    expect(body.text.content).not.toContain(thisMonth)
  },
  'cuts a long month at a line and says how many channels it left out, within 2,048 bytes': async (
    script: string,
  ) => {
    const channels = Array.from(
      { length: 200 },
      (_, i) => `${lastMonth},渠道名称很长的店铺${String(i).padStart(3, '0')},1,${(999 - i).toFixed(2)}`,
    )
    const ran = await notify(
      script,
      ['\ufeffmonth,channel,orders,revenue', ...channels].join('\r\n'),
      (s) => s.webhook,
    )
    expect(ran.code, ran.stderr).toBe(0)
    const content = contentOf(ran)
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(2048)
    expect(content).not.toContain('\ufffd')
    const lines = content.split('\n')
    const listed = lines.slice(1, -1)
    // Every channel line is whole (name, orders and revenue), the biggest first.
    for (const line of listed) expect(line).toMatch(/^渠道名称很长的店铺\d{3}\D+1\D+\d+\.\d{2}$/)
    expect(listed[0]).toMatch(/^渠道名称很长的店铺000/)
    const left = Number(/(\d+)/.exec(lines.at(-1) ?? '')?.[1])
    expect(lines.at(-1)).toMatch(/more channels|个渠道未列出/)
    expect(listed.length + left).toBe(200)
  },
}

describe.each(['notify_wecom.en.py', 'notify_wecom.zh.py'])('%s', (script) => {
  it.each(Object.entries(claims))('%s', (_, claim) => claim(script))

  it('sends the month given as a second argument, to resend an older one', async () => {
    const ran = await notify(script, summary, (s) => s.webhook, undefined, [monthFromNow(-2)])
    expect(ran.code, ran.stderr).toBe(0)
    expect(contentOf(ran)).toContain(monthFromNow(-2))
    expect(contentOf(ran)).not.toContain(lastMonth)
  })

  it('when the summary has no row for last month: exits 1 and sends nothing', async () => {
    const ran = await notify(
      script,
      `\ufeffmonth,channel,orders,revenue\r\n${thisMonth},shop,1,19.90\r\n`,
      (s) => s.webhook,
    )
    expect(ran.code).toBe(1)
    expect(ran.received).toEqual([])
    expect(ran.stderr).toContain(lastMonth)
  })

  it('on a fresh machine without WECOM_WEBHOOK: exits 1, sends nothing, says which variable to set', async () => {
    const ran = await notify(script, summary, () => undefined)
    expect(ran.code).toBe(1)
    expect(ran.received).toEqual([])
    expect(ran.stderr).toContain('WECOM_WEBHOOK')
  })

  it('when WeCom refuses the key (HTTP 200, errcode 93000): exits 1 with the errcode, never the key', async () => {
    const ran = await notify(script, summary, (s) => s.webhook, {
      errcode: 93000,
      errmsg: 'invalid webhook url',
    })
    expect(ran.code).toBe(1)
    expect(ran.stderr).toContain('93000')
    expect(ran.stdout + ran.stderr).not.toContain(key)
  })

  it('with an address pasted with a space in it: exits 1 without printing the key', async () => {
    const ran = await notify(script, summary, (s) => s.webhook.replace('key=', 'key= '))
    expect(ran.code).toBe(1)
    expect(ran.stdout + ran.stderr).not.toContain(key.slice(0, 8))
  })

  it('accepts the address with the newline a copy-paste leaves at its end', async () => {
    const ran = await notify(script, summary, (s) => `${s.webhook}\n`)
    expect(ran.code).toBe(0)
    expect(ran.received).toHaveLength(1)
  })
})

describe('the script the review found (fixtures/notify_wecom.before-month.py)', () => {
  it.each(Object.entries(claims))('fails: %s', async (_, claim) => {
    await expect(claim('fixtures/notify_wecom.before-month.py')).rejects.toThrow()
  })
})
