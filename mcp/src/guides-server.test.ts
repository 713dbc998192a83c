import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { repoRoot } from '@super-individual/content/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languages, loadGuideLibrary } from './guide-library.ts'

// The server as a host runs it: a child process on stdio, reached through the SDK's own client.
const siteUrl = 'https://guides.example'
const library = loadGuideLibrary(repoRoot, siteUrl)
const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8')

interface ConfigBlock {
  command: string
  args: string[]
}

/** Each client's JSON block in the README, by the heading above it. */
const configBlocks = [...readme.matchAll(/^### (.+)\n[\s\S]*?```json\n([\s\S]*?)```/gm)].map(
  ([, client, body]) => {
    const config = JSON.parse(body!) as Record<string, Record<string, ConfigBlock>>
    const servers = config.mcpServers ?? config.servers ?? {}
    return { client: client!, server: Object.values(servers)[0]! }
  },
)

async function connect({ command, args }: ConfigBlock): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' })
  await client.connect(
    new StdioClientTransport({
      // `node` from the config is the Node running this test; the placeholder is this checkout.
      command: command === 'node' ? process.execPath : command,
      args: args.map((arg) => arg.replace('/ABSOLUTE/PATH/TO/super-individual', repoRoot)),
      env: { ...(process.env as Record<string, string>), VITE_SITE_URL: siteUrl },
      stderr: 'pipe',
    }),
  )
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args })
  const text = (result.content as { text: string }[]).map((part) => part.text).join('\n')
  return { error: result.isError === true, text }
}

describe('the README’s client configs', () => {
  it('has one block per client, each starting a server that lists the five read-only tools', async () => {
    expect(configBlocks.map((block) => block.client)).toEqual(['Cursor', 'Trae', 'Claude Desktop', 'VS Code'])
    for (const { server } of configBlocks) {
      const client = await connect(server)
      const { tools } = await client.listTools()
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'ask',
        'glossary_lookup',
        'list_changes',
        'read_guide',
        'search_guides',
      ])
      expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true)
      await client.close()
    }
  }, 60_000)
})

describe('the tools', () => {
  let client: Client
  beforeAll(async () => {
    client = await connect(configBlocks[0]!.server)
  }, 30_000)
  afterAll(() => client.close())

  for (const language of languages) {
    const guide = library.guides[0]!
    const article = guide.articles[language]
    const page = `${siteUrl}${language === 'en' ? '/en' : ''}${guide.path}`

    it(`finds a guide by its own title and reads it, whole and by section (${language})`, async () => {
      const found = await call(client, 'search_guides', { query: article.title, language })
      expect(found.error).toBe(false)
      const hits = JSON.parse(found.text) as { id: string; url: string; section: { url: string } }[]
      expect(hits[0]).toMatchObject({ id: guide.id, url: page })
      expect(hits[0]!.section.url).toMatch(new RegExp(`^${page}#section-\\d+$`))

      const whole = await call(client, 'read_guide', { id: guide.id, language })
      expect(whole.text.startsWith(`# ${article.title}\n`)).toBe(true)
      for (const section of article.sections) expect(whole.text).toContain(`## ${section.heading}`)

      const last = article.sections.at(-1)!
      const byPath = await call(client, 'read_guide', {
        path: `${language === 'en' ? '/en' : ''}${guide.path}`,
        language,
        section: last.id,
        unknownArgument: true,
      })
      expect(byPath.error).toBe(false)
      expect(byPath.text.startsWith(`## ${last.heading}`)).toBe(true)
      expect(byPath.text).toContain(`${page}#${last.id}`)
      expect(byPath.text).not.toContain(`## ${article.sections[0]!.heading}\n`)
    })

    it(`lists the reader changes since a day, and none after the newest (${language})`, async () => {
      const newest = library.guides
        .flatMap((candidate) =>
          candidate.articles[language].changeLog.filter((entry) => entry.kind === 'reader'),
        )
        .map((entry) => entry.date)
        .sort()
        .at(-1)!
      const changes = JSON.parse((await call(client, 'list_changes', { since: newest, language })).text) as {
        date: string
        url: string
      }[]
      expect(changes.length).toBeGreaterThan(0)
      expect(changes.every((change) => change.date === newest && change.url.startsWith(siteUrl))).toBe(true)
      const later = new Date(Date.parse(newest) + 86_400_000).toISOString().slice(0, 10)
      expect(JSON.parse((await call(client, 'list_changes', { since: later, language })).text)).toEqual([])
    })
  }

  // A question made of a numbers row's own label, and one the guides cannot answer.
  const { manifest } = library.askIndex()
  const rowOf = (language: (typeof languages)[number]) => {
    for (const guide of library.guides)
      for (const section of guide.articles[language].sections)
        for (const block of section.blocks ?? [])
          if (block.type === 'numbers') return { guide, section, row: block.rows[0]! }
    throw new Error('no numbers table in the guides')
  }

  for (const language of languages) {
    it(`answers a question with a guide's own row, its guide's URL before its source (${language})`, async () => {
      const { guide, section, row } = rowOf(language)
      const asked = await call(client, 'ask', {
        question: `${guide.articles[language].title} ${row.label}`,
        language,
      })
      expect(asked.error).toBe(false)
      const answer = JSON.parse(asked.text) as {
        covered: boolean
        quotes: { quote: string; url: string; sources: string[]; checked?: string }[]
      }
      expect(answer.covered).toBe(true)
      const quote = answer.quotes.find((candidate) => candidate.quote === `${row.label}: ${row.value}`)
      expect(quote).toMatchObject({
        url: `${library.pageUrl(guide, language)}#${section.id}`,
        sources: [row.source.url],
        checked: row.checked,
      })
      expect(asked.text.indexOf(quote!.url)).toBeLessThan(asked.text.indexOf(row.source.url))
      expect(manifest.items.length).toBeGreaterThan(answer.quotes.length)
    })
  }

  it('says the guides do not cover a question they do not answer, with the nearest guides', async () => {
    const asked = await call(client, 'ask', { question: 'zebra saxophone glacier', language: 'en' })
    expect(JSON.parse(asked.text)).toMatchObject({ covered: false, quotes: [] })
  })

  it('looks a term up by its name in either language', async () => {
    const term = library.glossary[0]!
    for (const name of [term.zh.name, term.en.name]) {
      const found = JSON.parse((await call(client, 'glossary_lookup', { term: name })).text) as {
        id: string
      }[]
      expect(found[0]?.id).toBe(term.id)
    }
  })

  it('answers a bad argument with a tool error that says what to give', async () => {
    const unknownGuide = await call(client, 'read_guide', { id: 'marketing/no-such-guide', language: 'en' })
    expect(unknownGuide).toMatchObject({ error: true, text: expect.stringContaining('search_guides') })
    const guide = library.guides[0]!
    const unknownSection = await call(client, 'read_guide', {
      id: guide.id,
      language: 'zh',
      section: 'section-999',
    })
    expect(unknownSection).toMatchObject({ error: true, text: expect.stringContaining('section-1') })
    expect(await call(client, 'search_guides', { query: '   ', language: 'zh' })).toMatchObject({
      error: true,
    })
    const long = await call(client, 'search_guides', { query: '结汇'.repeat(5_000), language: 'zh' })
    expect(long).toMatchObject({ error: true, text: expect.stringContaining('at most 500') })
    expect((await call(client, 'read_guide', { language: 'en' })).error).toBe(true)
    expect(await call(client, 'ask', { question: '', language: 'en' })).toMatchObject({ error: true })
    const pasted = await call(client, 'ask', { question: 'x'.repeat(10_240), language: 'en' })
    expect(pasted).toMatchObject({ error: true, text: expect.stringContaining('at most 300') })
  })
})
