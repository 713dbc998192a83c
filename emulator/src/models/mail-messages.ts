// emulator.mail_messages: every mail the emulator "sends", and Mailpit's JSON shapes for them.

import { type Queryable, pgTextArray } from '../db'
import { iso } from './json'

export interface MailRow {
  id: string
  message_id: string
  created_at: Date
  from_name: string
  from_address: string
  to_addresses: { Name: string; Address: string }[]
  subject: string
  text_body: string
  html_body: string
  read: boolean
  size: number
}

export interface NewMail {
  id: string
  createdAt: number
  fromName: string
  fromAddress: string
  to: string
  subject: string
  text: string
  html: string
}

const COLUMNS =
  'id, message_id, created_at, from_name, from_address, to_addresses, subject, text_body, html_body, read, size'
const NEWEST_FIRST = 'order by created_at desc, id desc'

export async function insertMail(db: Queryable, mail: NewMail): Promise<void> {
  const size = Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text) + Buffer.byteLength(mail.subject)
  await db.query(
    `insert into emulator.mail_messages (id, message_id, created_at, from_name, from_address, to_addresses,
                                         subject, text_body, html_body, read, size)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10)`,
    [
      mail.id,
      `${mail.id}@emulator.localhost`,
      iso(mail.createdAt),
      mail.fromName,
      mail.fromAddress,
      [{ Name: '', Address: mail.to }],
      mail.subject,
      mail.text,
      mail.html,
      size,
    ],
  )
}

/** A where clause with its parameters; the empty filter matches every mail. */
export interface MailFilter {
  where: string
  params: unknown[]
}

export const ALL_MAIL: MailFilter = { where: '', params: [] }

// Postgres text cannot hold a NUL byte and refuses one as a query parameter: no stored mail can
// contain it, so a value with one matches nothing instead of failing the request.
const holdsNul = (text: string) => text.includes('\0')

/** A small subset of Mailpit's search syntax: to:, from:, subject: and free words (all must match). */
export function searchFilter(query: string): MailFilter {
  const terms = query.match(/(\w+:)?"[^"]*"|\S+/g) ?? []
  const clauses: string[] = []
  const params: unknown[] = []
  for (const term of terms) {
    const parsed = /^(?:(to|from|subject):)?"?(.*?)"?$/i.exec(term)
    const field = parsed?.[1]?.toLowerCase()
    const value = (parsed?.[2] ?? '').toLowerCase()
    if (value === '') continue
    if (holdsNul(value)) return { where: 'where false', params: [] }
    params.push(`%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
    const placeholder = `$${params.length}`
    if (field === 'to') clauses.push(`lower(to_addresses::text) like ${placeholder}`)
    else if (field === 'from') clauses.push(`lower(from_address) like ${placeholder}`)
    else if (field === 'subject') clauses.push(`lower(subject) like ${placeholder}`)
    else
      clauses.push(
        `(lower(subject) like ${placeholder} or lower(to_addresses::text) like ${placeholder} or lower(text_body) like ${placeholder})`,
      )
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params }
}

export async function countMail(db: Queryable): Promise<{ total: number; unread: number }> {
  const result = await db.query<{ total: number; unread: number }>(
    'select count(*)::int as total, count(*) filter (where not read)::int as unread from emulator.mail_messages',
  )
  return { total: result.rows[0]?.total ?? 0, unread: result.rows[0]?.unread ?? 0 }
}

export async function countMatchingMail(db: Queryable, filter: MailFilter): Promise<number> {
  const result = await db.query<{ total: number }>(
    `select count(*)::int as total from emulator.mail_messages ${filter.where}`,
    filter.params,
  )
  return result.rows[0]?.total ?? 0
}

export async function listMail(
  db: Queryable,
  filter: MailFilter,
  page: { start: number; limit: number },
): Promise<MailRow[]> {
  const result = await db.query<MailRow>(
    `select ${COLUMNS} from emulator.mail_messages ${filter.where}
      ${NEWEST_FIRST} limit ${page.limit} offset ${page.start}`,
    filter.params,
  )
  return result.rows
}

/** One mail by id, or the newest for "latest". */
export async function findMail(db: Queryable, id: string): Promise<MailRow | null> {
  if (holdsNul(id)) return null
  const result =
    id === 'latest'
      ? await db.query<MailRow>(`select ${COLUMNS} from emulator.mail_messages ${NEWEST_FIRST} limit 1`)
      : await db.query<MailRow>(`select ${COLUMNS} from emulator.mail_messages where id = $1`, [id])
  return result.rows[0] ?? null
}

export async function markMailRead(db: Queryable, id: string): Promise<void> {
  await db.query('update emulator.mail_messages set read = true where id = $1', [id])
}

export async function markAllMail(db: Queryable, read: boolean): Promise<void> {
  await db.query('update emulator.mail_messages set read = $1', [read])
}

/** Deletes the given mails (none for an empty list), or every mail when `ids` is null. */
export async function deleteMail(db: Queryable, ids: string[] | null): Promise<void> {
  if (ids === null) {
    await db.query('delete from emulator.mail_messages')
  } else {
    const storable = ids.filter((id) => !holdsNul(id))
    await db.query('delete from emulator.mail_messages where id = any($1::text[])', [pgTextArray(storable)])
  }
}

function snippet(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 250)
}

/** The fields Mailpit's list and detail answers share. */
function mailpitCommon(mail: MailRow) {
  return {
    ID: mail.id,
    MessageID: mail.message_id,
    From: { Name: mail.from_name, Address: mail.from_address },
    To: mail.to_addresses,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
  }
}

/** A list entry of Mailpit's /api/v1/messages. */
export function mailSummaryJson(mail: MailRow) {
  return {
    ...mailpitCommon(mail),
    Read: mail.read,
    Subject: mail.subject,
    Created: mail.created_at.toISOString(),
    Username: '',
    Tags: [],
    Size: mail.size,
    Attachments: 0,
    Snippet: snippet(mail.text_body),
  }
}

/** Mailpit's /api/v1/message/{ID}. */
export function mailDetailJson(mail: MailRow) {
  return {
    ...mailpitCommon(mail),
    ReturnPath: mail.from_address,
    Subject: mail.subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: mail.created_at.toISOString(),
    Tags: [],
    Username: '',
    Text: mail.text_body,
    HTML: mail.html_body,
    Size: mail.size,
    Inline: [],
    Attachments: [],
  }
}
