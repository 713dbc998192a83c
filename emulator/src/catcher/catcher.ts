// The mail catcher: an HTML inbox at / and a Mailpit-compatible JSON subset under /api/v1.

import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type Db } from '../db'
import { hostRefusal } from '../http/allowed-host'
import { readBody } from '../http/body'
import { isCrossSiteRequest } from '../http/cross-site'
import { parseJson } from '../http/json-depth'
import { noCors } from '../http/cors'
import { requestTarget } from '../http/target'
import { type Reply, htmlReply, jsonReply, redirectReply, textReply, writeReply } from '../http/reply'
import {
  ALL_MAIL,
  type MailFilter,
  countMail,
  countMatchingMail,
  deleteMail,
  findMail,
  listMail,
  mailDetailJson,
  mailSummaryJson,
  markAllMail,
  markMailRead,
  searchFilter,
} from '../models/mail-messages'
import { accountsAnswer } from './accounts'
import { inboxPage, messagePage, notFoundPage } from './inbox-pages'

const BODY_LIMIT = 1 << 20
const CSP = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
}
const OK = textReply('ok', 200, 'text/plain')
const NOT_FOUND = textReply('404 page not found', 404, 'text/plain')

interface MailRequest {
  method: string
  path: string
  query: URLSearchParams
  /** The body as text; null when it could not be read (too large, aborted). */
  text: () => Promise<string | null>
  /** A form posted from another site (Sec-Fetch-Site, else an Origin whose host is not ours). */
  crossSite: boolean
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function intParam(value: string | null, fallback: number, max: number): number {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10)
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, max) : fallback
}

async function listAnswer(db: Db, query: URLSearchParams, filter: MailFilter): Promise<Reply> {
  const start = intParam(query.get('start'), 0, 1_000_000)
  const limit = intParam(query.get('limit'), 50, 1000)
  const counts = await countMail(db)
  const mails = await listMail(db, filter, { start, limit })
  return jsonReply({
    total: counts.total,
    unread: counts.unread,
    count: mails.length,
    messages_count: await countMatchingMail(db, filter),
    messages_unread: counts.unread,
    start,
    tags: [],
    messages: mails.map(mailSummaryJson),
  })
}

/**
 * The ids of a Mailpit delete body (`{"IDs": [...]}`), null for "all" (an empty body, as in
 * Mailpit), or 'invalid': a body that cannot be read must never fall back to deleting everything.
 * An empty list is invalid too: Mailpit reads it as "all", but a client that built an empty
 * selection means "none", and guessing wrong would wipe the inbox.
 */
function idsToDelete(text: string | null): string[] | null | 'invalid' {
  if (text === null) return 'invalid'
  if (text.trim() === '') return null
  try {
    const parsed = parseJson(text) as { IDs?: unknown }
    const ids = parsed.IDs
    if (!Array.isArray(ids) || ids.length === 0) return 'invalid'
    return ids.every((id) => typeof id === 'string') ? (ids as string[]) : 'invalid'
  } catch {
    return 'invalid'
  }
}

async function readMail(db: Db, id: string) {
  const mail = await findMail(db, safeDecode(id))
  if (mail && !mail.read) await markMailRead(db, mail.id)
  return mail && { ...mail, read: true }
}

async function messagesAnswer(db: Db, request: MailRequest): Promise<Reply> {
  if (request.method === 'GET') return listAnswer(db, request.query, ALL_MAIL)
  if (request.method === 'DELETE') {
    const ids = idsToDelete(await request.text())
    if (ids === 'invalid') return jsonReply({ error: 'invalid delete body' }, 400)
    await deleteMail(db, ids)
    return OK
  }
  if (request.method !== 'PUT') return NOT_FOUND
  // Mailpit: mark everything read or unread
  let read = true
  try {
    const parsed = parseJson((await request.text()) || '{}') as { Read?: unknown }
    if (typeof parsed.Read === 'boolean') read = parsed.Read
  } catch {
    return jsonReply({ error: 'invalid JSON' }, 400)
  }
  await markAllMail(db, read)
  return OK
}

async function route(db: Db, request: MailRequest, now: () => number): Promise<Reply> {
  const { method, path } = request
  const accounts = await accountsAnswer(db, now, request, CSP)
  if (accounts) return accounts
  if (path === '/api/v1/messages') return messagesAnswer(db, request)
  if (path === '/api/v1/search' && method === 'GET') {
    return listAnswer(db, request.query, searchFilter(request.query.get('query') ?? ''))
  }
  const messageId = /^\/api\/v1\/message\/([^/]+)$/.exec(path)?.[1]
  if (messageId !== undefined && method === 'GET') {
    const mail = await readMail(db, messageId)
    return mail ? jsonReply(mailDetailJson(mail)) : textReply('message not found', 404, 'text/plain')
  }
  if (messageId !== undefined && method === 'DELETE') {
    await deleteMail(db, [safeDecode(messageId)])
    return OK
  }
  if (path === '/api/v1/info' && method === 'GET') {
    const counts = await countMail(db)
    return jsonReply({ Version: 'emulator', Messages: counts.total, Unread: counts.unread })
  }
  if (path === '/' && (method === 'GET' || method === 'HEAD')) {
    return htmlReply(inboxPage(await listMail(db, ALL_MAIL, { start: 0, limit: 200 })), 200, CSP)
  }
  const viewId = /^\/view\/([^/]+)$/.exec(path)?.[1]
  if (viewId !== undefined && method === 'GET') {
    const mail = await readMail(db, viewId)
    return mail ? htmlReply(messagePage(mail), 200, CSP) : htmlReply(notFoundPage(), 404, CSP)
  }
  if (path === '/delete' && method === 'POST') {
    if (request.crossSite) return textReply('cross-site form refused', 403, 'text/plain')
    await request.text()
    await deleteMail(db, null)
    return redirectReply('/', 303)
  }
  return NOT_FOUND
}

async function answer(
  db: Db,
  hosts: ReadonlySet<string>,
  now: () => number,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Reply> {
  const refused = hostRefusal(request, hosts)
  if (refused) return refused
  noCors.apply(request, response)
  const { method, url } = requestTarget(request)
  if (!url) return textReply('Bad Request', 400, 'text/plain')
  if (method === 'OPTIONS') return noCors.preflight(request)
  const mailRequest: MailRequest = {
    method,
    path: url.pathname.replace(/\/+$/, '') || '/',
    query: url.searchParams,
    crossSite: isCrossSiteRequest(request.headers),
    text: () =>
      readBody(request, BODY_LIMIT).then(
        (body) => body.toString('utf8'),
        () => null,
      ),
  }
  return route(db, mailRequest, now)
}

/**
 * `hosts`: the Host values this port answers (see allowedHosts); `now` is the emulator's clock
 * (the accounts page confirms with it).
 */
export function createMailHandler(
  db: Db,
  hosts: ReadonlySet<string>,
  log: (line: string) => void,
  now: () => number = Date.now,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    answer(db, hosts, now, request, response)
      .then((reply) => writeReply(response, reply))
      .catch((error: unknown) => {
        log(
          `[mail] error on ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`,
        )
        if (response.headersSent) response.destroy()
        else writeReply(response, jsonReply({ error: 'internal error' }, 500))
      })
  }
}
