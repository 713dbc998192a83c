// What every admin endpoint starts with: the admin check, and the user named in the path.

import { type App } from '../../app'
import { isUuid } from '../../crypto'
import { notFound } from '../../errors'
import { requireAdminCredentials } from '../../flows/authenticate'
import { type UserRow, findUserById } from '../../models/users'
import { type ApiRequest, requestAud } from './request'

/** The admin check; returns the audience the request acts on (the configured one). */
export async function adminAudience(app: App, request: ApiRequest): Promise<string> {
  return requestAud(app, await requireAdminCredentials(app.services, request.headers.authorization))
}

/** GoTrue's loadUser: the {user_id} of the path, soft-deleted users included. */
export async function pathUser(app: App, request: ApiRequest): Promise<UserRow> {
  const id = request.params.userId ?? ''
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await findUserById(app.services.db, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}
