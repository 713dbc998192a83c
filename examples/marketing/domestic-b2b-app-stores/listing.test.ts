// The App Store listing a reader pastes into App Store Connect, in both languages, and the command the
// guide gives for counting the keyword field's bytes. The November copy (kept in fixtures/) spent 14
// of the Chinese keyword field's 100 bytes on 发票 and 报销, which the name already holds, and 税号,
// which the subtitle holds; its English description said the user issues fapiao to clients, while the
// Chinese copy and the feature list are about fapiao the user receives and files for reimbursement.
// The listing must also keep App Review Guideline 2.3.10: no other app store, mobile platform or
// download prompt in the copy. The byte count is run as the guide tells the reader, in bash and zsh,
// in a fresh terminal with a UTF-8 locale, where ${#var} counts characters instead. App Store Connect Help
// (Platform version information, read 2026-12-02) asks for keywords "each greater than two characters"; the
// 2 December copy still had six two-character Chinese keywords (记账, 电子, 收据, 对账, 会计, 扫描), kept in
// fixtures/listing-2026-12-02.zh.txt.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { templateOf } from '../../support/article-blocks.ts'
import { readerEnv } from '../../support/reader-env.ts'
import { run } from '../../support/run.ts'
import { makeTempDir } from '../../support/temp-dir.ts'

type Language = 'zh' | 'en'
const guide = 'marketing/domestic-b2b-app-stores'

const fieldLine = {
  zh: /^(.+?)（最多 [\d,]+ 个(?:字符|字节)[^）]*）：(.*)$/,
  en: /^(.+?) \(up to [\d,]+ (?:characters|bytes)[^)]*\):(.*)$/,
}
const labels = {
  zh: { name: '名称', subtitle: '副标题', keywords: '关键词', promo: '推广文本', description: '描述' },
  en: {
    name: 'Name',
    subtitle: 'Subtitle',
    keywords: 'Keywords',
    promo: 'Promotional text',
    description: 'Description',
  },
}
// What guideline 2.3.10 keeps out of the copy: other mobile platforms, other app stores, downloads elsewhere.
const otherPlatforms =
  /android|安卓|google play|harmonyos|鸿蒙|应用宝|华为应用市场|小米应用商店|应用商店|app ?gallery|\.apk|下载|download/i
const issuesToClients = /\binvoice (?:chinese )?clients\b/i

/** The template's fields by label; a field whose line ends at the colon runs to the next field. */
function fields(text: string, language: Language): Map<string, string> {
  const found = new Map<string, string>()
  let open: string | undefined
  for (const line of text.split('\n')) {
    const match = fieldLine[language].exec(line)
    if (match) {
      const [, label = '', value = ''] = match
      found.set(label, value.trim())
      open = value.trim() === '' ? label : undefined
    } else if (open) found.set(open, `${found.get(open)}\n${line}`.trim())
  }
  return found
}

function listing(text: string, language: Language) {
  const all = fields(text, language)
  const get = (key: keyof (typeof labels)['zh']) => all.get(labels[language][key]) ?? ''
  return {
    name: get('name'),
    subtitle: get('subtitle'),
    keywords: get('keywords').split(','),
    keywordLine: get('keywords'),
    copy: [get('name'), get('subtitle'), get('promo'), get('description')].join('\n'),
    description: get('description'),
  }
}

/** Keywords the name or subtitle already holds, which Apple indexes anyway. */
function repeated(text: string, language: Language): string[] {
  const { name, subtitle, keywords } = listing(text, language)
  const shown = `${name} ${subtitle}`.toLowerCase()
  return keywords.filter((keyword) => shown.includes(keyword.toLowerCase()))
}

const current = (language: Language) => templateOf(language, guide)
const november = (language: Language) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `listing-2026-11-26.${language}.txt`), 'utf8')
const earlyDecember = () =>
  readFileSync(join(import.meta.dirname, 'fixtures', 'listing-2026-12-02.zh.txt'), 'utf8')

/** Keywords of two characters or fewer, which App Store Connect's field reference rules out. */
function tooShort(text: string, language: Language): string[] {
  return listing(text, language).keywords.filter((keyword) => [...keyword].length <= 2)
}

/** The byte-count command as the guide's keyword tip prints it, in the reader's language. */
function countCommand(language: Language): string {
  const file = join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'public',
    'locales',
    language,
    'articles',
    `${guide}.json`,
  )
  const article = JSON.parse(readFileSync(file, 'utf8')) as { sections: { list?: string[] }[] }
  const tips = article.sections.flatMap((section) => section.list ?? [])
  const command = tips.map((tip) => /printf '%s' '[^']+' \| wc -c/.exec(tip)?.[0]).find(Boolean)
  if (!command) throw new Error(`${language}: no byte-count command in the guide`)
  return command
}

describe.each(['zh', 'en'] as const)('App Store listing (%s)', (language) => {
  it('spends no keyword on a word the name or subtitle already holds', () => {
    expect(repeated(current(language), language)).toEqual([])
  })

  it('gives every keyword more than two characters', () => {
    expect(tooShort(current(language), language)).toEqual([])
  })

  it('names no other app store, mobile platform or download elsewhere (guideline 2.3.10)', () => {
    expect(listing(current(language), language).copy).not.toMatch(otherPlatforms)
  })

  it('is about fapiao the user receives and files, not fapiao the user issues', () => {
    expect(listing(current(language), language).description).not.toMatch(issuesToClients)
  })

  it('rejects the November copy', () => {
    const old = november(language)
    if (language === 'zh') {
      expect(repeated(old, language)).toEqual(['发票', '报销', '税号'])
    } else {
      expect(listing(old, language).description).toMatch(issuesToClients)
    }
  })
})

describe('the Chinese keyword line of 2 December', () => {
  it('is rejected for its two-character keywords', () => {
    expect(tooShort(earlyDecember(), 'zh')).toEqual(['记账', '电子', '收据', '对账', '会计', '扫描'])
  })
})

describe.each(['bash', 'zsh'])('the keyword byte count, run in %s', (shell) => {
  const { dir: home, remove } = makeTempDir(`keyword-bytes-${shell}`)
  const zhLine = listing(current('zh'), 'zh').keywordLine
  afterAll(remove)

  it.each(['zh', 'en'] as const)(
    'prints the UTF-8 bytes of the Chinese keyword line (%s guide)',
    async (language) => {
      const command = countCommand(language)
      expect(command).toContain(`'${zhLine}'`)
      const ran = await run(shell, ['-c', command], { env: readerEnv(home), cwd: home })
      expect(ran.code).toBe(0)
      expect(ran.stdout.trim()).toBe(String(Buffer.byteLength(zhLine, 'utf8')))
      expect(ran.stdout.trim()).toBe('92')
    },
  )

  it('shows why not to use ${#var}: under a UTF-8 locale it counts 38 characters, not bytes', async () => {
    const ran = await run(shell, ['-c', `k='${zhLine}'; echo \${#k}`], { env: readerEnv(home), cwd: home })
    expect(ran.stdout.trim()).toBe(String([...zhLine].length))
    expect(ran.stdout.trim()).toBe('38')
  })

  it('fits the 100-byte field, where the November line took 80 bytes with 14 spent on repeats', () => {
    const old = listing(november('zh'), 'zh').keywordLine
    expect(Buffer.byteLength(old, 'utf8')).toBe(80)
    expect(Buffer.byteLength(zhLine, 'utf8')).toBeLessThanOrEqual(100)
  })
})
