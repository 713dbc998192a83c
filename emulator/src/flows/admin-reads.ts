// The admin API's reads: the user a path names, and one page of users (GoTrue's loadUser and
// adminUsers).

import { notFound } from '../errors'
import { type Json } from '../models/json'
import { type UserRow, findUserById, listUsers } from '../models/users'
import { type Services } from '../services'
import { loadUserJson } from './accounts'

/** GoTrue's loadUser: the user an admin path names (a UUID), soft-deleted users included. */
export async function findUserForAdmin(services: Services, id: string): Promise<UserRow> {
  const user = await findUserById(services.db, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

export interface UserPage {
  filter: string
  offset: number
  limit: number
  oldestFirst: boolean
}

/** GET /admin/users: one page of the audience's users, with their identities, and the total. */
export async function listUsersAsAdmin(services: Services, aud: string, page: UserPage) {
  const { users, total } = await listUsers(services.db, aud, page.filter, page)
  const body: Json[] = []
  for (const user of users) body.push(await loadUserJson(services.db, user))
  return { users: body, total }
}
