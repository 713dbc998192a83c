// Each language's copy of the notification script, run with Debian 12's Python the way the guide's
// usage line says, against a local HTTPS stand-in for WeCom's group robot. It touches a secret (the
// robot's key), so it is run from each state a reader can be in: no WECOM_WEBHOOK set (a fresh
// machine, or cron without the variable line), a key WeCom refuses (HTTP 200 with an errcode, the
// answer a naive script takes for success), an address pasted with a stray space, and a month whose
// message runs past WeCom's 2,048-byte limit. It must say what went wrong and never print the key.
import { copyFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { debianPython } from '../../support/debian-python.ts'
import { run } from '../../support/run.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { wecomStandIn, type WecomStandIn } from './fixtures/wecom-stand-in.ts'

const key = 'a1b2c3d4-5e6f-7a8b-9c0d-e1f2a3b4c5d6'
const summary = [
  'month,channel,orders,revenue',
  '2026-10,shop,2,0.30',
  '2026-10,wechat,1,2.68',
  '2026-11,shop,2,24.95',
  '2026-11,wechat,1,100.00',
].join('\r\n')

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
  }
  if (address !== undefined) env.WECOM_WEBHOOK = address
  const ran = await run(debianPython, ['notify_wecom.py', 'orders_summary.csv'], { cwd: dir, env })
  return { ...ran, received: standIn.received }
}

describe.each(['notify_wecom.en.py', 'notify_wecom.zh.py'])('%s', (script) => {
  it('posts the latest month, one line per channel, as a WeCom text message with the key', async () => {
    const ran = await notify(script, summary, (s) => s.webhook)
    expect(ran.code).toBe(0)
    expect(ran.received).toHaveLength(1)
    const [message] = ran.received
    expect(message?.key).toBe(key)
    const body = message?.body as { msgtype: string; text: { content: string } }
    expect(body.msgtype).toBe('text')
    const lines = body.text.content.split('\n')
    expect(lines[0]).toContain('2026-11')
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^shop\D+2\D.*24\.95$/),
      expect.stringMatching(/^wechat\D+1\D.*100\.00$/),
    ])
    expect(body.text.content).not.toContain('2026-10')
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

  it('keeps a long month within 2,048 bytes without splitting a character', async () => {
    const channels = Array.from({ length: 120 }, (_, i) => `2026-11,渠道${i},1,9.90`)
    const ran = await notify(
      script,
      ['month,channel,orders,revenue', ...channels].join('\n'),
      (s) => s.webhook,
    )
    expect(ran.code).toBe(0)
    const content = (ran.received[0]?.body as { text: { content: string } }).text.content
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(2048)
    expect(content).not.toContain('\ufffd')
  })
})
