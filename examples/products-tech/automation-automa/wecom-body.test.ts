// The body the guide tells the reader to paste into Automa's HTTP Request block (Body tab, content
// type JSON) to post to a WeCom group robot. Automa itself is a browser extension and is not run
// here; what the block does with the body is taken from its source (AutomaApp/automa @312c7a79):
// it replaces each {{…}} with the value as text, unescaped (templating/mustacheReplacer.js; the
// table@$last.<column> key reads the last row of the workflow's table), then parses the result as
// JSON (utils/webhookUtil.js, 'invalid-body' if that fails) and POSTs it. So the body is checked
// the same way: as JSON before and after the values go in, against WeCom's text-message format and
// its 2,048-byte limit, and with a value that holds a double quote, which the guide warns breaks it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Automa's replacement for the keys this body uses: {{table@$last.col}} -> the last row's col, raw. */
const render = (body: string, table: Record<string, string>[]) =>
  body.replace(/\{\{\s*table@\$last\.(\w+)\s*\}\}/g, (_, column: string) => table.at(-1)?.[column] ?? '')

interface WecomText {
  msgtype: string
  text: { content: string }
}

describe.each(['wecom-body.en.json', 'wecom-body.zh.json'])('%s', (file) => {
  const body = readFileSync(join(import.meta.dirname, file), 'utf8')

  it('is WeCom’s text message as it stands, so the block’s JSON editor accepts it', () => {
    const parsed = JSON.parse(body) as WecomText
    expect(parsed.msgtype).toBe('text')
    expect(Object.keys(parsed)).toEqual(['msgtype', 'text'])
    expect(parsed.text.content).toMatch(/\{\{table@\$last\.name\}\}.*\{\{table@\$last\.price\}\}/)
  })

  it('with a scraped row put in, is still JSON and far under WeCom’s 2,048 bytes', () => {
    const rows = [
      { name: '旧行', price: '¥1.00' },
      {
        name: '某品牌 2026 新款双肩包 大容量 防泼水 通勤 出差 可放 16 英寸笔记本电脑 男女同款',
        price: '¥1,299.00',
      },
    ]
    const sent = JSON.parse(render(body, rows)) as WecomText
    expect(sent.text.content).toContain('¥1,299.00')
    expect(sent.text.content).not.toContain('旧行')
    expect(Buffer.byteLength(sent.text.content)).toBeLessThan(2048)
  })

  it('breaks, as the guide warns, when a value holds a double quote', () => {
    expect(() => JSON.parse(render(body, [{ name: '14" 笔记本', price: '¥99' }]))).toThrow()
  })
})
