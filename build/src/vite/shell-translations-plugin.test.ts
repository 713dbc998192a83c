import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { shellTranslations } from './shell-translations-plugin'

function transform(localesDir: string, html: string): string {
  const hook = shellTranslations(localesDir).transformIndexHtml as (html: string) => string
  return hook(html)
}

describe('shellTranslations', () => {
  it("writes each language's common.json after #root, read afresh each time", () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'))
    for (const language of ['zh', 'en']) mkdirSync(join(dir, language))
    writeFileSync(join(dir, 'zh', 'common.json'), '{"brand":"超级个体"}')
    writeFileSync(join(dir, 'en', 'common.json'), '{"brand":"Super Individual"}')
    const html = '<body><div id="root"></div></body>'
    expect(transform(dir, html)).toBe(
      '<body><div id="root"></div>\n    <script type="application/json" id="shell-translations">' +
        '{"zh":{"brand":"超级个体"},"en":{"brand":"Super Individual"}}</script></body>',
    )
    writeFileSync(join(dir, 'en', 'common.json'), '{"brand":"Edited"}')
    expect(transform(dir, html)).toContain('"en":{"brand":"Edited"}')
  })

  it('fails loudly when index.html lost its empty #root', () => {
    expect(() => transform('/nowhere', '<body></body>')).toThrow(/no empty #root/)
  })
})
