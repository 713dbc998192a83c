import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GlossaryTerm, GlossaryTopic } from './glossary-schema'
import { contentRoot } from '../node/repo-root.ts'

/** src/glossary: topics/<topic-id>.json, one file per topic, and topics.order.json. */
export const glossaryDir = join(contentRoot, 'glossary')

export interface GlossaryTopicEntry extends GlossaryTopic {
  /** The file's name: the topic's anchor on the page. */
  id: string
}

export interface Glossary {
  /** Topic ids as topics.order.json lists them. */
  order: string[]
  /** Every topic file, in that order; a file the list misses comes after, by name (check:glossary reports it). */
  topics: GlossaryTopicEntry[]
}

/**
 * The glossary as its files hold it, read by the build, the dev server and check:glossary. Not
 * validated here: check:glossary parses every file with the schema, and the build runs it first.
 */
export function readGlossary(dir = glossaryDir): Glossary {
  const orderFile = join(dir, 'topics.order.json')
  const order = existsSync(orderFile) ? (JSON.parse(readFileSync(orderFile, 'utf8')) as string[]) : []
  const ids = readdirSync(join(dir, 'topics'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length)
  const topics = ids
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((id) => ({
      id,
      ...(JSON.parse(readFileSync(join(dir, 'topics', `${id}.json`), 'utf8')) as GlossaryTopic),
    }))
  return { order, topics }
}

export const allTerms = (glossary: Glossary): GlossaryTerm[] =>
  glossary.topics.flatMap((topic) => topic.terms)
