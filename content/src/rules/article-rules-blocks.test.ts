import { describe, expect, it, vi } from 'vitest'
import { articleProblems, blockProblems } from './article-rules'
import { parityProblems } from './article-rules-parity'
import { articleSchema, type Article, type ArticleBlock } from '../schema/article-schema'

const base = {
  title: 'T',
  intro: 'I',
  lastReviewed: '2026-11-23',
  changeLog: [
    { date: '2026-11-22', kind: 'reader', text: 'First published.' },
    { date: '2026-11-23', kind: 'reader', text: 'Added fees.' },
  ],
  resources: [{ label: 'L', url: 'https://example.com/rules', description: 'D' }],
}

/** An article of four sections whose first carries the given fields (as raw, unvalidated JSON). */
const withFirstSection = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...base,
  sections: [
    { id: 'section-1', heading: 'H0', paragraphs: ['P0'], ...fields },
    ...[1, 2, 3].map((index) => ({
      id: `section-${index + 1}`,
      heading: `H${index}`,
      paragraphs: [`P${index}`],
    })),
  ],
  ...extra,
})

/** An article whose first section carries the given blocks. */
const withBlocks = (blocks: unknown[], extra: Record<string, unknown> = {}) =>
  withFirstSection({ blocks }, extra)

const issuesOf = (data: unknown) => articleSchema.safeParse(data).error?.issues ?? []
const parse = (data: unknown): Article => articleSchema.parse(data)

const fact = {
  type: 'fact',
  text: 'The fee is 99 USD a year.',
  asOf: '2026-11',
  checked: '2026-11-20',
  source: { label: 'Fees', url: 'https://example.com/fees', primary: true },
}
/** What examples/tested.json says of an example file, inlined into its block with the code. */
const tested = { how: 'run', with: ['python'], on: '2026-11-26' }

/** A code block as a page reads it: the example file named, its text and tested entry inlined. */
const row = (label: string) => ({
  label,
  value: '99 USD',
  source: fact.source,
  asOf: '2026-10',
  checked: '2026-11-20',
})
const numbers = { type: 'numbers', caption: 'Fees', rows: [row('Apple'), row('Google'), row('Huawei')] }
const template = { type: 'template', title: 'Welcome message', text: 'Hi {name}, thanks for joining.' }

const code = (language: string, value: string): ArticleBlock =>
  ({
    type: 'code',
    language,
    example: `examples/products-tech/guide/snippet.${language}`,
    tested,
    code: value,
  }) as ArticleBlock

describe('article blocks: schema', () => {
  it('accepts every block type in its valid form', () => {
    const blocks = [
      code('json', '{ "a": 1 }'),
      { type: 'table', caption: 'Fees', columns: ['Store', 'Fee'], rows: [['App Store', '99 USD']] },
      { type: 'callout', tone: 'warning', text: 'Careful.' },
      numbers,
      template,
      fact,
      { type: 'fact', text: 'Review takes about a day.', unverified: true },
      {
        type: 'case',
        name: 'N',
        product: 'P',
        channel: 'C',
        pricing: 'Pr',
        published: 'Pu',
        asOf: '2026-10',
        source: fact.source,
      },
    ]
    expect(issuesOf(withBlocks(blocks))).toEqual([])
  })

  it('rejects a fact without a source or without a date', () => {
    expect(issuesOf(withBlocks([{ ...fact, source: undefined }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...fact, asOf: undefined }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...fact, asOf: '2026-13' }]))).not.toEqual([])
    expect(
      issuesOf(withBlocks([{ ...fact, source: { ...fact.source, url: 'http://example.com' } }])),
    ).not.toEqual([])
  })

  it('rejects a numbers table with fewer than 3 rows, or a row without a source, a date or a value', () => {
    expect(issuesOf(withBlocks([{ ...numbers, rows: numbers.rows.slice(0, 2) }]))).not.toEqual([])
    const without = (key: string) => ({
      ...numbers,
      rows: [{ ...row('Apple'), [key]: undefined }, row('Google'), row('Huawei')],
    })
    for (const key of ['source', 'asOf', 'value', 'label'])
      expect(issuesOf(withBlocks([without(key)])), key).not.toEqual([])
    const checked = {
      ...numbers,
      rows: [{ ...row('Apple'), checked: '2026-11-20' }, row('Google'), row('Huawei')],
    }
    expect(issuesOf(withBlocks([checked]))).toEqual([])
  })

  it('rejects a template without a title or text', () => {
    expect(issuesOf(withBlocks([{ ...template, title: undefined }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...template, text: '' }]))).not.toEqual([])
  })

  it('rejects a source that does not say whether it is primary, and a checked date that is not a day', () => {
    expect(
      issuesOf(withBlocks([{ ...fact, source: { label: 'Fees', url: 'https://example.com/fees' } }])),
    ).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...fact, checked: '2026-11' }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...fact, checked: '2026-11-20' }]))).toEqual([])
  })

  it('rejects a step without a kebab-case id, and a step id repeated in the guide', () => {
    const withSteps = (steps: unknown[]) => withFirstSection({ steps })
    const step = { id: 'sign-up', title: 'Sign up', text: 'Make an account.' }
    expect(issuesOf(withSteps([step, { ...step, id: 'verify' }]))).toEqual([])
    expect(issuesOf(withSteps([{ title: 'Sign up', text: 'Make an account.' }]))).not.toEqual([])
    expect(issuesOf(withSteps([{ ...step, id: 'Sign Up' }]))).not.toEqual([])
    expect(issuesOf(withSteps([step, step])).map((issue) => issue.message)).toEqual([
      'step ids must be unique within a guide',
    ])
  })

  it('rejects a change-log entry without a kind, or with a kind other than reader or editorial', () => {
    expect(
      issuesOf(withBlocks([fact], { changeLog: [{ date: '2026-11-23', text: 'Added fees.' }] })),
    ).not.toEqual([])
    expect(
      issuesOf(
        withBlocks([fact], { changeLog: [{ date: '2026-11-23', kind: 'typo', text: 'Added fees.' }] }),
      ),
    ).not.toEqual([])
  })

  it('rejects a fact that is both sourced and unverified, or unverified: false', () => {
    expect(issuesOf(withBlocks([{ ...fact, unverified: true }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ type: 'fact', text: 'X', unverified: false }]))).not.toEqual([])
  })

  it('rejects a runnable code block without an example file, and an example outside examples/<section>/<guide>/', () => {
    const inline = { type: 'code', language: 'python', code: 'print(1)' }
    expect(issuesOf(withBlocks([inline])).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/names its file under examples/),
    ])
    expect(
      issuesOf(withBlocks([{ ...inline, example: 'examples/products-tech/guide/x.py', tested }])),
    ).toEqual([])
    expect(issuesOf(withBlocks([{ ...inline, example: 'examples/../secrets/x.py', tested }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...inline, example: 'src/x.py', tested }]))).not.toEqual([])
  })

  it('rejects an example file without its tested entry, and a tested entry naming no known tool', () => {
    const inline = {
      type: 'code',
      language: 'python',
      code: 'print(1)',
      example: 'examples/products-tech/guide/x.py',
    }
    expect(issuesOf(withBlocks([inline])).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/entry in examples\/tested\.json/),
    ])
    expect(issuesOf(withBlocks([{ ...inline, tested: { ...tested, with: ['docker'] } }]))).not.toEqual([])
    expect(issuesOf(withBlocks([{ ...inline, tested: { ...tested, with: [] } }]))).not.toEqual([])
  })

  it('keeps a text block inline: no example file, code in the article', () => {
    const ignoreList = { type: 'code', language: 'text', title: '.dockerignore', code: 'node_modules' }
    expect(issuesOf(withBlocks([ignoreList]))).toEqual([])
    expect(
      issuesOf(withBlocks([{ ...ignoreList, example: 'examples/products-tech/guide/x.txt' }])),
    ).not.toEqual([])
  })

  it('rejects a broken code block: unknown language, empty code, tabs', () => {
    expect(issuesOf(withBlocks([code('cobol', 'x')]))).not.toEqual([])
    expect(issuesOf(withBlocks([code('json', '  \n')]))).not.toEqual([])
    expect(issuesOf(withBlocks([code('yaml', 'a:\n\tb: 1')]))).not.toEqual([])
  })

  it('rejects a table row with the wrong number of cells, and a table without caption', () => {
    expect(
      issuesOf(withBlocks([{ type: 'table', caption: 'C', columns: ['A', 'B'], rows: [['1']] }])),
    ).not.toEqual([])
    expect(issuesOf(withBlocks([{ type: 'table', columns: ['A', 'B'], rows: [['1', '2']] }]))).not.toEqual([])
  })

  it('rejects a change-log entry without a date, and a lastReviewed that is not the newest entry', () => {
    expect(issuesOf(withBlocks([fact], { changeLog: [{ text: 'Added fees.' }] }))).not.toEqual([])
    expect(issuesOf(withBlocks([fact], { changeLog: [] }))).not.toEqual([])
    expect(issuesOf(withBlocks([fact], { lastReviewed: '2026-11-22' })).map((issue) => issue.path)).toEqual([
      ['lastReviewed'],
    ])
  })
})

describe('article blocks: rules', () => {
  it('finds code a reader could not run: bad JSON, TypeScript, Dockerfile, YAML and Python', () => {
    const problems = blockProblems(
      parse(
        withBlocks([
          code('json', '{ "a": 1, }'),
          code('typescript', 'const x = ;'),
          code('javascript', 'function (a { return a }'),
          code('dockerfile', 'FROM node:22-slim\nCOPPY . .'),
          code('yaml', 'services:\n  web:\n    command: "npm start\n'),
          code('python', 'def total(rows:\n    return sum(rows)'),
        ]),
      ),
    )
    expect(problems.find((problem) => problem.startsWith('json'))).toMatch(/invalid JSON/)
    expect(problems.find((problem) => problem.startsWith('typescript'))).toMatch(/Expression expected/)
    expect(problems.some((problem) => problem.startsWith('javascript'))).toBe(true)
    expect(problems.find((problem) => problem.startsWith('dockerfile'))).toMatch(
      /unknown instruction "COPPY"/,
    )
    expect(problems.find((problem) => problem.startsWith('yaml'))).toMatch(/invalid YAML: Missing closing/)
    expect(problems.find((problem) => problem.startsWith('python'))).toMatch(/invalid Python: .*SyntaxError/)
  })

  it("finds a language's article naming the other language's version of an example", () => {
    const english = { ...code('python', 'print(1)'), example: 'examples/products-tech/guide/x.en.py' }
    expect(articleProblems(parse(withBlocks([english])), 'zh')).toContain(
      'examples/products-tech/guide/x.en.py is the en version of the example',
    )
    expect(articleProblems(parse(withBlocks([english])), 'en')).not.toContainEqual(
      expect.stringMatching(/version of the example/),
    )
  })

  it('finds YAML a parser refuses even when the indentation looks right: duplicate keys', () => {
    const problems = blockProblems(parse(withBlocks([code('yaml', 'services:\n  web: {}\n  web: {}')])))
    expect(problems).toEqual([expect.stringMatching(/Map keys must be unique/)])
  })

  it('fails a Python block, rather than passing it unparsed, when python3 is missing', () => {
    vi.stubEnv('PATH', '/nonexistent')
    try {
      const problems = blockProblems(parse(withBlocks([code('python', 'print(1)')])))
      expect(problems).toEqual([expect.stringMatching(/python3 is needed/)])
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('passes code that parses', () => {
    const blocks = [
      code('json', '{ "mcpServers": { "files": { "command": "npx", "args": ["-y", "x"] } } }'),
      code('typescript', "import { z } from '@/lib/zod'\nexport const n: number = z.number().parse(1)"),
      code(
        'dockerfile',
        'FROM node:22-slim\nWORKDIR /app\nRUN npm ci \\\n  --omit=dev\nCMD ["node", "server.js"]',
      ),
      code('yaml', 'services:\n  web:\n    build: .'),
      code('python', 'import csv\n\ndef total(rows):\n    return sum(float(r["amount"]) for r in rows)'),
    ]
    expect(blockProblems(parse(withBlocks(blocks)))).toEqual([])
  })

  it('finds a fact or case whose source is a home page, not the page that states it', () => {
    const homePage = { ...fact, source: { ...fact.source, url: 'https://www.example.com/' } }
    expect(blockProblems(parse(withBlocks([homePage])))).toEqual([expect.stringMatching(/cites a home page/)])
    const post = { ...fact, source: { ...fact.source, url: 'https://www.example.com/category/preceden/' } }
    expect(blockProblems(parse(withBlocks([post])))).toEqual([])
  })

  it('checks every row of a numbers table like a fact: its dates and its source page', () => {
    const rows = [
      { ...row('Apple'), asOf: '2026-12', checked: '2026-12-01' },
      { ...row('Google'), source: { ...fact.source, url: 'https://google.com/' } },
      row('Huawei'),
    ]
    expect(blockProblems(parse(withBlocks([{ ...numbers, rows }])))).toEqual([
      expect.stringMatching(/^"Fees: Apple" is dated 2026-12/),
      expect.stringMatching(/^"Fees: Apple" was checked on 2026-12-01, after the last review/),
      expect.stringMatching(/^"Fees: Google" cites a home page/),
    ])
  })

  it('finds a fact dated after the last review', () => {
    expect(blockProblems(parse(withBlocks([{ ...fact, asOf: '2026-12', checked: undefined }])))).toEqual([
      expect.stringMatching(/has no "checked" day/),
      expect.stringMatching(/dated 2026-12/),
    ])
  })

  it('finds a fact, a row of figures or a step source that nobody dated as read', () => {
    const unread = { ...fact, checked: undefined }
    expect(blockProblems(parse(withBlocks([unread])))).toEqual([
      '"The fee is 99 USD a year." has no "checked" day: read the source, then date it',
    ])
    const rows = [row('Apple'), { ...row('Google'), checked: undefined }, row('Huawei')]
    expect(blockProblems(parse(withBlocks([{ ...numbers, rows }])))).toEqual([
      '"Fees: Google" has no "checked" day: read the source, then date it',
    ])
  })

  it('finds a source read before the month it states, or after the last review', () => {
    expect(blockProblems(parse(withBlocks([{ ...fact, asOf: '2026-11', checked: '2026-10-30' }])))).toEqual([
      expect.stringMatching(/checked on 2026-10-30, before the 2026-11/),
    ])
    expect(blockProblems(parse(withBlocks([{ ...fact, checked: '2026-11-24' }])))).toEqual([
      expect.stringMatching(/checked on 2026-11-24, after the last review/),
    ])
    expect(blockProblems(parse(withBlocks([{ ...fact, checked: '2026-11-23' }])))).toEqual([])
  })
})

describe('article blocks: zh/en parity', () => {
  it('reports different blocks, sources or change-log dates between the two languages', () => {
    const zh = parse(withBlocks([fact, code('json', '{}')]))
    expect(parityProblems(zh, zh)).toEqual([])
    const otherSource = parse(
      withBlocks([
        { ...fact, source: { ...fact.source, url: 'https://example.com/other' } },
        code('json', '{}'),
      ]),
    )
    expect(parityProblems(zh, otherSource)).toEqual([expect.stringMatching(/^section 1 blocks differ/)])
    const otherOrder = parse(withBlocks([code('json', '{}'), fact]))
    expect(parityProblems(zh, otherOrder)).toHaveLength(1)
    const otherExample = parse(
      withBlocks([fact, { ...code('json', '{}'), example: 'examples/products-tech/guide/other.json' }]),
    )
    expect(parityProblems(zh, otherExample)).toEqual([expect.stringMatching(/^section 1 blocks differ/)])
    const perLanguage = (language: string) =>
      parse(
        withBlocks([
          fact,
          { ...code('json', '{}'), example: `examples/products-tech/guide/snippet.${language}.json` },
        ]),
      )
    expect(parityProblems(perLanguage('zh'), perLanguage('en'))).toEqual([])
    const otherLog = parse(
      withBlocks([fact, code('json', '{}')], {
        changeLog: [{ date: '2026-11-23', kind: 'reader', text: 'x' }],
      }),
    )
    expect(parityProblems(zh, otherLog)).toEqual([expect.stringMatching(/^change-log dates or kinds differ/)])
    const editorial = parse(
      withBlocks([fact, code('json', '{}')], {
        changeLog: [base.changeLog[0], { ...base.changeLog[1], kind: 'editorial' }],
      }),
    )
    expect(parityProblems(zh, editorial)).toEqual([
      expect.stringMatching(/^change-log dates or kinds differ/),
    ])
    const secondary = parse(
      withBlocks([{ ...fact, source: { ...fact.source, primary: false } }, code('json', '{}')]),
    )
    expect(parityProblems(zh, secondary)).toEqual([expect.stringMatching(/^section 1 blocks differ/)])
  })

  it('reports a numbers table whose rows cite other sources, or are newer in each language somewhere', () => {
    const zh = parse(withBlocks([numbers]))
    expect(parityProblems(zh, zh)).toEqual([])
    const otherSource = parse(
      withBlocks([
        {
          ...numbers,
          rows: [
            row('Apple'),
            row('Google'),
            { ...row('Huawei'), source: { ...fact.source, url: 'https://example.com/b' } },
          ],
        },
      ]),
    )
    expect(parityProblems(zh, otherSource)).toEqual([expect.stringMatching(/^section 1 blocks differ/)])
    // One language restated a figure for a newer month: it leads, and the other shows a notice.
    const later = parse(
      withBlocks([
        { ...numbers, rows: [row('Apple'), row('Google'), { ...row('Huawei'), asOf: '2026-11' }] },
      ]),
    )
    expect(parityProblems(zh, later)).toEqual([])
    const crossed = parse(
      withBlocks([
        {
          ...numbers,
          rows: [{ ...row('Apple'), asOf: '2026-09' }, row('Google'), { ...row('Huawei'), asOf: '2026-11' }],
        },
      ]),
    )
    expect(parityProblems(zh, crossed)).toEqual([
      'source dates are newer in zh for some facts and in en for others',
    ])
  })

  it('lets one language lead by its newest reader entries, not by an editorial one', () => {
    const en = parse(withBlocks([fact], { lastReviewed: '2026-11-22', changeLog: [base.changeLog[0]] }))
    const zh = parse(withBlocks([fact]))
    expect(parityProblems(zh, en)).toEqual([])
    const zhEditorial = parse(
      withBlocks([fact], { changeLog: [base.changeLog[0], { ...base.changeLog[1], kind: 'editorial' }] }),
    )
    expect(parityProblems(zhEditorial, en)).toEqual([
      expect.stringMatching(/^change-log dates or kinds differ/),
    ])
  })

  it('reports step ids that differ between the two languages', () => {
    const withStep = (id: string) => parse(withFirstSection({ steps: [{ id, title: 'T', text: 'X' }] }))
    expect(parityProblems(withStep('sign-up'), withStep('sign-up'))).toEqual([])
    expect(parityProblems(withStep('sign-up'), withStep('register'))).toEqual([
      'step ids differ: zh [sign-up] en [register]',
    ])
  })
})
