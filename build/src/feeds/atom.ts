import { createHash } from 'node:crypto'

/** What one Atom 1.0 entry says (RFC 4287, section 4.1.2). */
export interface AtomEntry {
  id: string
  title: string
  /** YYYY-MM-DD: the day of the change. */
  updated: string
  link: string
  summary: string
  author: string
}

export interface AtomFeed {
  id: string
  title: string
  subtitle: string
  language: string
  /** The feed's own address (rel="self") and the page it mirrors (rel="alternate"). */
  self: string
  alternate: string
  author: string
  entries: readonly AtomEntry[]
}

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 forbids would make the whole feed unreadable.
      // eslint-disable-next-line no-control-regex -- these control characters are exactly what it drops
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  )
}

/** A day as an RFC 3339 timestamp (Atom's date construct): the change's day, at midnight UTC. */
const timestamp = (day: string) => `${day}T00:00:00Z`

/**
 * A name-based UUID (RFC 4122 version 5 layout over SHA-1) as a URN: the same name gives the same
 * id in every build and on every host, which is what lets a feed reader tell an entry it has seen.
 */
export function stableUrn(name: string): string {
  const hex = createHash('sha1').update(`super-individual:${name}`).digest('hex').slice(0, 32).split('')
  hex[12] = '5'
  hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  const value = hex.join('')
  return `urn:uuid:${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`
}

const element = (name: string, text: string, indent: string) =>
  `${indent}<${name}>${escapeXml(text)}</${name}>`
const author = (name: string, indent: string) =>
  `${indent}<author>\n${element('name', name, `${indent}  `)}\n${indent}</author>`

function entryXml(entry: AtomEntry): string {
  return [
    '  <entry>',
    element('id', entry.id, '    '),
    element('title', entry.title, '    '),
    element('updated', timestamp(entry.updated), '    '),
    author(entry.author, '    '),
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
    `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
    '  </entry>',
  ].join('\n')
}

/** An Atom 1.0 feed document; its `updated` is the newest entry's day. */
export function atomXml(feed: AtomFeed): string {
  const updated =
    feed.entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1) ?? '1970-01-01'
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.id, '  '),
    element('title', feed.title, '  '),
    element('subtitle', feed.subtitle, '  '),
    element('updated', timestamp(updated), '  '),
    author(feed.author, '  '),
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n')
}
