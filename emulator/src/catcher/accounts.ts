// The mail catcher's accounts page: every user with a confirm and a delete button. It works on
// the database through the models, never through the auth API.

import { type Db } from '../db'
import { confirmUser } from '../flows/accounts'
import { type Reply, htmlReply, redirectReply, textReply } from '../http/reply'
import { deleteUserRow, findUserById, listUsers } from '../models/users'
import { accountsPage } from './inbox-pages'

export interface AccountsRequest {
  method: string
  path: string
  /** A form posted from another site (Sec-Fetch-Site, else an Origin whose host is not ours). */
  crossSite: boolean
}

const ACTION = /^\/accounts\/([^/]+)\/(confirm|delete)$/

/** The answer for /accounts and its forms, or null for any other path. */
export async function accountsAnswer(
  db: Db,
  now: () => number,
  request: AccountsRequest,
  pageHeaders: Record<string, string>,
): Promise<Reply | null> {
  if (request.path === '/accounts' && (request.method === 'GET' || request.method === 'HEAD')) {
    const { users } = await listUsers(db, null, '', { offset: 0, limit: 500 })
    return htmlReply(accountsPage(users), 200, pageHeaders)
  }
  const action = ACTION.exec(request.path)
  if (!action || request.method !== 'POST') return null
  if (request.crossSite) return textReply('cross-site form refused', 403, 'text/plain')
  let id = action[1] ?? ''
  try {
    id = decodeURIComponent(id)
  } catch {
    return textReply('404 page not found', 404, 'text/plain')
  }
  await db.transaction(async (tx) => {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(tx, id) : null
    if (!user) return
    if (action[2] === 'delete') await deleteUserRow(tx, user.id)
    else if (!user.email_confirmed_at) await confirmUser(tx, user, now())
  })
  return redirectReply('/accounts', 303)
}
