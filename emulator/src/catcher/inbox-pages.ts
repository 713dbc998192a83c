// The mail catcher's HTML: the inbox and one message.

import { escapeHtml, htmlPage } from '../http/page'
import { type MailRow } from '../models/mail-messages'
import { type UserRow } from '../models/users'

const STYLE = `
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
  td form { display: inline; }
  button { font: inherit; padding: .35rem .8rem; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; }
`

function inboxShell(title: string, content: string, refresh = false): string {
  return htmlPage({
    title,
    style: STYLE,
    head: refresh ? '<meta http-equiv="refresh" content="5">\n' : '',
    body: `<header><h1><a href="/">Local mail</a> · Supabase Auth emulator</h1>
<a href="/accounts">Accounts</a>
<form method="post" action="/delete"><button type="submit">Delete all</button></form></header>
<main>
${content}
</main>`,
  })
}

const recipients = (mail: MailRow) => mail.to_addresses.map((recipient) => recipient.Address).join(', ')

export function inboxPage(mails: MailRow[]): string {
  if (mails.length === 0) {
    return inboxShell(
      'Inbox (0)',
      '<p class="empty">No mail yet. Mails the auth emulator sends appear here.</p>',
      true,
    )
  }
  const rows = mails
    .map((mail) => {
      const received = mail.created_at.toISOString()
      return `<tr class="${mail.read ? '' : 'unread'}">
  <td>${escapeHtml(recipients(mail))}</td>
  <td><a href="/view/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td>
  <td><time datetime="${received}">${escapeHtml(received.replace('T', ' ').slice(0, 19))} UTC</time></td>
</tr>`
    })
    .join('\n')
  return inboxShell(
    `Inbox (${mails.length})`,
    `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`,
    true,
  )
}

export function messagePage(mail: MailRow): string {
  return inboxShell(
    mail.subject,
    `<div class="meta"><div><strong>From:</strong> ${escapeHtml(`${mail.from_name} <${mail.from_address}>`)}</div>
<div><strong>To:</strong> ${escapeHtml(recipients(mail))}</div>
<div><strong>Subject:</strong> ${escapeHtml(mail.subject)}</div>
<div><strong>Received:</strong> ${escapeHtml(mail.created_at.toISOString())}</div></div>
<article class="body">${mail.html_body}</article>
<h2>Plain text</h2>
<pre>${escapeHtml(mail.text_body)}</pre>`,
  )
}

export const notFoundPage = () =>
  inboxShell('Not found', '<p class="empty">This message does not exist (any more).</p>')

const shortTime = (time: Date) =>
  `<time datetime="${time.toISOString()}">${escapeHtml(time.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`

function accountRow(user: UserRow): string {
  const id = encodeURIComponent(user.id)
  const email = escapeHtml(user.email ?? '')
  const confirm = user.email_confirmed_at
    ? `Confirmed ${shortTime(user.email_confirmed_at)}`
    : `Not confirmed <form method="post" action="/accounts/${id}/confirm"><button type="submit" aria-label="Confirm ${email}">Confirm</button></form>`
  return `<tr>
  <td>${email}</td>
  <td>${confirm}</td>
  <td>${shortTime(user.created_at)}</td>
  <td><form method="post" action="/accounts/${id}/delete"><button type="submit" aria-label="Delete ${email}">Delete</button></form></td>
</tr>`
}

/** The accounts of the emulator, newest first, with a confirm and a delete button each. */
export function accountsPage(users: UserRow[]): string {
  if (users.length === 0) {
    return inboxShell('Accounts (0)', '<p class="empty">No accounts yet.</p>')
  }
  return inboxShell(
    `Accounts (${users.length})`,
    `<table><thead><tr><th scope="col">Email</th><th scope="col">Confirmed</th><th scope="col">Created</th><th scope="col"></th></tr></thead><tbody>${users.map(accountRow).join('\n')}</tbody></table>`,
  )
}
