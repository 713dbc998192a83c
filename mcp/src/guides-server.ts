import { McpServer } from '@modelcontextprotocol/server'
import { maxQuestionLength } from '@super-individual/content'
import { z } from 'zod'
import { askGuides } from './ask-guides.ts'
import { languages, type GuideLibrary, type Language, type LibraryGuide } from './guide-library.ts'
import { folded } from './guide-text.ts'
import { searchGuides } from './search-guides.ts'

// Every tool only reads the guides: nothing here writes, fetches or runs anything.
const readOnly = { readOnlyHint: true, openWorldHint: false }
const MAX_QUERY = 500

const language = z.enum(languages as [Language, ...Language[]]).describe('zh (Chinese) or en (English)')
const text = (body: string) => ({ content: [{ type: 'text' as const, text: body }] })
const json = (value: unknown) => text(JSON.stringify(value, null, 2))

/** A query the tools accept: words, not nothing and not a whole document. */
function checkedQuery(query: string, what: string, most = MAX_QUERY): string {
  const trimmed = query.trim()
  if (!trimmed) throw new Error(`${what} is empty: give a few words to look for`)
  if (trimmed.length > most) throw new Error(`${what} is ${trimmed.length} characters; at most ${most}`)
  return trimmed
}

/** A guide by its article id (marketing/research-seo) or its path (/marketing/research/seo or /en/...). */
function guideNamed(library: GuideLibrary, name: string): LibraryGuide {
  const path = name
    .replace(/^\/en(?=\/)/, '')
    .replace(/\.md$/, '')
    .replace(/\/$/, '')
  const guide = library.guides.find((candidate) => candidate.id === name || candidate.path === path)
  if (!guide) throw new Error(`No guide ${JSON.stringify(name)}: search_guides lists guides with their ids`)
  return guide
}

/** The Markdown of one section of a guide's Markdown copy: its heading down to the next section's. */
function sectionMarkdown(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.indexOf(`## ${heading}`)
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '))
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join('\n')
    .trim()
}

export function guidesServer(library: GuideLibrary): McpServer {
  const server = new McpServer({ name: 'super-individual-guides', version: '0.1.0' })

  server.registerTool(
    'search_guides',
    {
      title: 'Search the guides',
      description:
        'Finds the sections of the Super Individual guides (a bilingual site for one-person businesses in mainland China) that contain every word of the query, best first, with each section’s link.',
      inputSchema: z.object({
        query: z.string().describe('Words to look for, e.g. "ICP filing" or "结汇"'),
        language,
      }),
      annotations: readOnly,
    },
    async ({ query, language }) => json(searchGuides(library, checkedQuery(query, 'The query'), language)),
  )

  server.registerTool(
    'read_guide',
    {
      title: 'Read a guide',
      description:
        'Returns a guide as Markdown (facts with their sources and dates, steps, tables, code), or one of its sections.',
      inputSchema: z.object({
        id: z.string().optional().describe('The guide’s id, e.g. marketing/research-seo'),
        path: z.string().optional().describe('Or its path, e.g. /marketing/research/seo'),
        language,
        section: z.string().optional().describe('A section id from search_guides, e.g. section-3'),
      }),
      annotations: readOnly,
    },
    async ({ id, path, language, section }) => {
      const name = id ?? path
      if (!name) throw new Error('Give the guide’s id or its path')
      const guide = guideNamed(library, name)
      const markdown = library.markdown(guide, language)
      if (!section) return text(markdown)
      const part = guide.articles[language].sections.find((candidate) => candidate.id === section)
      if (!part) {
        const ids = guide.articles[language].sections.map((candidate) => candidate.id).join(', ')
        throw new Error(`${guide.id} has no section ${JSON.stringify(section)}; its sections are ${ids}`)
      }
      return text(
        `${sectionMarkdown(markdown, part.heading)}\n\n${library.pageUrl(guide, language)}#${part.id}\n`,
      )
    },
  )

  server.registerTool(
    'ask',
    {
      title: 'Ask the guides',
      description:
        'Answers a question with the guides’ own words: up to five facts, table rows, steps or sentences, best first, each quoted as written with its guide’s URL, then its source URLs and dates. Nothing is generated; when no part of the guides answers well enough, `covered` is false and the nearest guides are listed.',
      inputSchema: z.object({
        question: z.string().describe('A question in Chinese or English, e.g. "个人一年能结汇多少"'),
        language,
      }),
      annotations: readOnly,
    },
    async ({ question, language }) =>
      json(askGuides(library, checkedQuery(question, 'The question', maxQuestionLength), language)),
  )

  server.registerTool(
    'glossary_lookup',
    {
      title: 'Look up a term',
      description:
        'Finds a term of the guides’ glossary by its Chinese or English name or an alias, and gives both names and the definition.',
      inputSchema: z.object({
        term: z.string().describe('A term in either language, e.g. 结汇 or merchant of record'),
      }),
      annotations: readOnly,
    },
    async ({ term }) => {
      const wanted = folded(checkedQuery(term, 'The term'))
      const names = (entry: (typeof library.glossary)[number]) =>
        languages.flatMap((lng) => [entry[lng].name, ...entry[lng].aliases]).map(folded)
      const exact = library.glossary.filter((entry) => names(entry).includes(wanted))
      const found = exact.length
        ? exact
        : library.glossary.filter((entry) => names(entry).some((name) => name.includes(wanted)))
      return json(found.slice(0, 5).map(({ id, zh, en }) => ({ id, zh, en })))
    },
  )

  server.registerTool(
    'list_changes',
    {
      title: 'List what changed',
      description:
        'Lists the changes made to the guides for readers (new facts, corrected fees and rules) on or after a date, newest first.',
      inputSchema: z.object({
        since: z.iso.date().describe('A date, YYYY-MM-DD'),
        language,
      }),
      annotations: readOnly,
    },
    async ({ since, language }) => {
      const changes = library.guides.flatMap((guide) =>
        guide.articles[language].changeLog
          .filter((entry) => entry.kind === 'reader' && entry.date >= since)
          .map((entry) => {
            const heading = guide.articles[language].sections.find(({ id }) => id === entry.section)?.heading
            const url = library.pageUrl(guide, language)
            return {
              date: entry.date,
              guide: guide.id,
              title: guide.articles[language].title,
              text: entry.text,
              url: entry.section ? `${url}#${entry.section}` : url,
              ...(heading ? { section: heading } : {}),
            }
          }),
      )
      return json(changes.sort((a, b) => b.date.localeCompare(a.date)))
    },
  )

  return server
}
