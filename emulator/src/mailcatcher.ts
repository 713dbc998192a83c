// The mail catcher: an HTML inbox at / and a Mailpit-compatible JSON subset under /api/v1.

import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type App } from './app'
import { pgTextArray } from './db'
import { type MailRow, escapeHtml } from './mailer'

const COLUMNS =
  'id, message_id, created_at, from_name, from_address, to_addresses, subject, text_body, html_body, read, size'

function cors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  res.setHeader('Access-Control-Allow-Origin', origin && /^[\x21-\x7e]+$/.test(origin) ? origin : '*')
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
  const requested = req.headers['access-control-request-headers']
  res.setHeader(
    'Access-Control-Allow-Headers',
    typeof requested === 'string' && /^[\w\-, ]*$/.test(requested) && requested.trim() !== ''
      ? requested
      : 'Content-Type',
  )
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string> = {},
) {
  const data = Buffer.from(body)
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(data.length), ...extra })
  res.end(data)
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body))

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

function snippet(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 250)
}

function summary(m: MailRow) {
  return {
    ID: m.id,
    MessageID: m.message_id,
    Read: m.read,
    From: { Name: m.from_name, Address: m.from_address },
    To: m.to_addresses,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.subject,
    Created: m.created_at.toISOString(),
    Username: '',
    Tags: [],
    Size: m.size,
    Attachments: 0,
    Snippet: snippet(m.text_body),
  }
}

function detail(m: MailRow) {
  return {
    ID: m.id,
    MessageID: m.message_id,
    From: { Name: m.from_name, Address: m.from_address },
    To: m.to_addresses,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: m.from_address,
    Subject: m.subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: m.created_at.toISOString(),
    Tags: [],
    Username: '',
    Text: m.text_body,
    HTML: m.html_body,
    Size: m.size,
    Inline: [],
    Attachments: [],
  }
}

interface Filter {
  where: string
  params: unknown[]
}

/** A small subset of Mailpit's search syntax: to:, from:, subject: and free words (all must match). */
function searchFilter(query: string): Filter {
  const terms = query.match(/(\w+:)?"[^"]*"|\S+/g) ?? []
  const clauses: string[] = []
  const params: unknown[] = []
  for (const raw of terms) {
    const m = /^(?:(to|from|subject):)?"?(.*?)"?$/i.exec(raw)
    const field = m?.[1]?.toLowerCase()
    const value = (m?.[2] ?? '').toLowerCase()
    if (value === '') continue
    params.push(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    const p = `$${params.length}`
    if (field === 'to') clauses.push(`lower(to_addresses::text) like ${p}`)
    else if (field === 'from') clauses.push(`lower(from_address) like ${p}`)
    else if (field === 'subject') clauses.push(`lower(subject) like ${p}`)
    else
      clauses.push(
        `(lower(subject) like ${p} or lower(to_addresses::text) like ${p} or lower(text_body) like ${p})`,
      )
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params }
}

function intParam(v: string | null, fallback: number, max: number): number {
  const n = v === null ? Number.NaN : Number.parseInt(v, 10)
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback
}

async function list(app: App, res: ServerResponse, url: URL, filter: Filter) {
  const start = intParam(url.searchParams.get('start'), 0, 1_000_000)
  const limit = intParam(url.searchParams.get('limit'), 50, 1000)
  const total = await app.db.query<{ n: number; unread: number }>(
    'select count(*)::int as n, count(*) filter (where not read)::int as unread from emulator.mail_messages',
  )
  const matching = await app.db.query<{ n: number }>(
    `select count(*)::int as n from emulator.mail_messages ${filter.where}`,
    filter.params,
  )
  const rows = await app.db.query<MailRow>(
    `select ${COLUMNS} from emulator.mail_messages ${filter.where}
      order by created_at desc, id desc limit ${limit} offset ${start}`,
    filter.params,
  )
  json(res, 200, {
    total: total.rows[0]?.n ?? 0,
    unread: total.rows[0]?.unread ?? 0,
    count: rows.rows.length,
    messages_count: matching.rows[0]?.n ?? 0,
    messages_unread: total.rows[0]?.unread ?? 0,
    start,
    tags: [],
    messages: rows.rows.map(summary),
  })
}

async function findMessage(app: App, id: string): Promise<MailRow | null> {
  const r =
    id === 'latest'
      ? await app.db.query<MailRow>(
          `select ${COLUMNS} from emulator.mail_messages order by created_at desc, id desc limit 1`,
        )
      : await app.db.query<MailRow>(`select ${COLUMNS} from emulator.mail_messages where id = $1`, [id])
  return r.rows[0] ?? null
}

async function readBody(req: IncomingMessage, limit = 1 << 20): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new Error('body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function deleteMessages(app: App, req: IncomingMessage): Promise<void> {
  let ids: string[] | null = null
  const text = await readBody(req).catch(() => '')
  if (text.trim() !== '') {
    try {
      const parsed = JSON.parse(text) as { IDs?: unknown }
      if (Array.isArray(parsed.IDs)) ids = parsed.IDs.filter((x): x is string => typeof x === 'string')
    } catch {
      ids = null
    }
  }
  if (ids && ids.length > 0)
    await app.db.query('delete from emulator.mail_messages where id = any($1::text[])', [pgTextArray(ids)])
  else await app.db.query('delete from emulator.mail_messages')
}

// ---------------------------------------------------------------------------------------------
// HTML inbox

const PAGE_STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  header { background: #24292f; color: #fff; padding: .8rem 1.5rem; display: flex; align-items: center; gap: 1rem; }
  header h1 { font-size: 1.1rem; margin: 0; flex: 1; }
  header a { color: #fff; }
  main { max-width: 60rem; margin: 1.5rem auto; padding: 0 1rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; }
  th, td { text-align: left; padding: .55rem .75rem; border-bottom: 1px solid #d8dee4; font-size: .92rem; }
  tr.unread td { font-weight: 600; }
  .empty { padding: 2rem; text-align: center; color: #57606a; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; }
  .meta { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  .body { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem 1.5rem; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f6f8fa; padding: .75rem; border-radius: 6px; }
  button { font: inherit; padding: .35rem .8rem; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; }
`

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header><h1><a href="/">Local mail</a> · Supabase Auth emulator</h1>
<form method="post" action="/delete"><button type="submit">Delete all</button></form></header>
<main>
${body}
</main>
</body>
</html>`
}

async function inboxPage(app: App): Promise<string> {
  const rows = await app.db.query<MailRow>(
    `select ${COLUMNS} from emulator.mail_messages order by created_at desc, id desc limit 200`,
  )
  if (rows.rows.length === 0) {
    return page(
      'Inbox (0)',
      '<p class="empty">No mail yet. Mails the auth emulator sends appear here.</p>',
      true,
    )
  }
  const items = rows.rows
    .map(
      (m) => `<tr class="${m.read ? '' : 'unread'}">
  <td>${escapeHtml(m.to_addresses.map((t) => t.Address).join(', '))}</td>
  <td><a href="/view/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td>
  <td><time datetime="${m.created_at.toISOString()}">${escapeHtml(m.created_at.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></td>
</tr>`,
    )
    .join('\n')
  return page(
    `Inbox (${rows.rows.length})`,
    `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${items}</tbody></table>`,
    true,
  )
}

function messagePage(m: MailRow): string {
  return page(
    m.subject,
    `<div class="meta"><div><strong>From:</strong> ${escapeHtml(`${m.from_name} <${m.from_address}>`)}</div>
<div><strong>To:</strong> ${escapeHtml(m.to_addresses.map((t) => t.Address).join(', '))}</div>
<div><strong>Subject:</strong> ${escapeHtml(m.subject)}</div>
<div><strong>Received:</strong> ${escapeHtml(m.created_at.toISOString())}</div></div>
<article class="body">${m.html_body}</article>
<h2>Plain text</h2>
<pre>${escapeHtml(m.text_body)}</pre>`,
  )
}

export function createMailHandler(app: App) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void handleMail(app, req, res).catch((err: unknown) => {
      app.log(`[mail] error on ${req.method} ${req.url}: ${err instanceof Error ? err.message : String(err)}`)
      try {
        if (!res.headersSent) json(res, 500, { error: 'internal error' })
        else res.destroy()
      } catch {
        res.destroy()
      }
    })
  }
}

async function handleMail(app: App, req: IncomingMessage, res: ServerResponse) {
  cors(req, res)
  const method = (req.method ?? 'GET').toUpperCase()
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://mail.invalid')
  } catch {
    send(res, 400, 'text/plain', 'Bad Request')
    return
  }
  if (method === 'OPTIONS') {
    res.writeHead(204, { 'Content-Length': '0', 'Access-Control-Max-Age': '86400' })
    res.end()
    return
  }
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const html = (status: number, body: string) =>
    send(res, status, 'text/html; charset=utf-8', body, {
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; form-action 'self'",
    })

  if (path === '/api/v1/messages') {
    if (method === 'GET') return list(app, res, url, { where: '', params: [] })
    if (method === 'DELETE') {
      await deleteMessages(app, req)
      return send(res, 200, 'text/plain', 'ok')
    }
    if (method === 'PUT') {
      // Mailpit: mark read/unread
      const text = await readBody(req).catch(() => '')
      let read = true
      try {
        const parsed = JSON.parse(text || '{}') as { Read?: unknown }
        if (typeof parsed.Read === 'boolean') read = parsed.Read
      } catch {
        return json(res, 400, { error: 'invalid JSON' })
      }
      await app.db.query('update emulator.mail_messages set read = $1', [read])
      return send(res, 200, 'text/plain', 'ok')
    }
  }
  if (path === '/api/v1/search' && method === 'GET') {
    return list(app, res, url, searchFilter(url.searchParams.get('query') ?? ''))
  }
  const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path)
  if (one && method === 'GET') {
    const m = await findMessage(app, safeDecode(one[1] as string))
    if (!m) return send(res, 404, 'text/plain', 'message not found')
    if (!m.read) await app.db.query('update emulator.mail_messages set read = true where id = $1', [m.id])
    return json(res, 200, detail({ ...m, read: true }))
  }
  if (one && method === 'DELETE') {
    await app.db.query('delete from emulator.mail_messages where id = $1', [safeDecode(one[1] as string)])
    return send(res, 200, 'text/plain', 'ok')
  }
  if (path === '/api/v1/info' && method === 'GET') {
    const r = await app.db.query<{ n: number; unread: number }>(
      'select count(*)::int as n, count(*) filter (where not read)::int as unread from emulator.mail_messages',
    )
    return json(res, 200, {
      Version: 'emulator',
      Messages: r.rows[0]?.n ?? 0,
      Unread: r.rows[0]?.unread ?? 0,
    })
  }
  if (path === '/' && (method === 'GET' || method === 'HEAD')) return html(200, await inboxPage(app))
  const view = /^\/view\/([^/]+)$/.exec(path)
  if (view && method === 'GET') {
    const m = await findMessage(app, safeDecode(view[1] as string))
    if (!m)
      return html(404, page('Not found', '<p class="empty">This message does not exist (any more).</p>'))
    if (!m.read) await app.db.query('update emulator.mail_messages set read = true where id = $1', [m.id])
    return html(200, messagePage(m))
  }
  if (path === '/delete' && method === 'POST') {
    await readBody(req).catch(() => '')
    await app.db.query('delete from emulator.mail_messages')
    res.writeHead(303, { Location: '/', 'Content-Length': '0' })
    res.end()
    return
  }
  send(res, 404, 'text/plain', '404 page not found')
}
