// /admin/users: list (paged, with GoTrue's Link and X-Total-Count headers), create, read, update,
// delete, and the user's MFA factors (the emulator has none).

import { type App } from '../app'
import { isUuid } from '../crypto'
import { badRequest, notFound } from '../errors'
import { accountJson } from '../flows/accounts'
import {
  type AdminUserInput,
  createUserAsAdmin,
  deleteUserAsAdmin,
  updateUserAsAdmin,
} from '../flows/admin-users'
import { findUserForAdmin, listUsersAsAdmin } from '../flows/admin-reads'
import { type Admin } from '../guards'
import { type Reply, jsonReply } from '../http/reply'
import { goEncode } from '../redirect'
import { type ApiRequest, readParams } from './support/request'

const USER_SPEC = {
  id: 'string',
  aud: 'string',
  role: 'string',
  email: 'string',
  phone: 'string',
  password: 'optionalString',
  password_hash: 'string',
  email_confirm: 'bool',
  user_metadata: 'object',
  app_metadata: 'object',
  ban_duration: 'string',
} as const

async function readUserInput(request: ApiRequest): Promise<AdminUserInput> {
  const params = await readParams(request, 'AdminUserParams', USER_SPEC)
  return {
    id: params.id,
    aud: params.aud,
    role: params.role,
    email: params.email,
    phone: params.phone,
    password: params.password,
    passwordHash: params.password_hash,
    emailConfirm: params.email_confirm ?? false,
    userMetadata: params.user_metadata,
    appMetadata: params.app_metadata,
    banDuration: params.ban_duration,
  }
}

/** Go's strconv.ParseUint as GoTrue's paginate uses it. */
function pageParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name) ?? ''
  if (raw === '') return fallback
  if (!/^\d+$/.test(raw)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
    )
  }
  return Number(raw)
}

/** GoTrue's sort(): `sort=created_at [asc|desc]`, the only field the user list sorts by. */
function oldestFirst(query: URLSearchParams): boolean {
  let ascending = false
  for (const value of query.getAll('sort')) {
    const [field = '', direction] = value.split(/ (.*)/s)
    if (field !== 'created_at') throw badSort(`bad field for sort '${field}'`)
    const upper = direction?.toUpperCase()
    if (upper !== undefined && upper !== 'ASC' && upper !== 'DESC') {
      throw badSort(`bad direction for sort '${direction}', only 'asc' and 'desc' allowed`)
    }
    ascending = upper === 'ASC'
  }
  return ascending
}

/** GoTrue's loadUser: the {user_id} of the path, soft-deleted users included. */
async function pathUser(app: App, request: ApiRequest) {
  const id = request.params.userId ?? ''
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  return findUserForAdmin(app.services, id)
}

const badSort = (reason: string) => badRequest('validation_failed', `Bad Sort Parameters: ${reason}`)

/** addPaginationHeaders: `rel="next"` while pages remain, always `rel="last"`, and the total. */
function paginationHeaders(request: ApiRequest, page: number, perPage: number, total: number) {
  const totalPages = Math.ceil(total / perPage)
  const others = [...request.query.entries()].filter(([name]) => name !== 'page')
  const link = (target: number) => `<${request.path}?${goEncode([...others, ['page', String(target)]])}>`
  let header = ''
  if (totalPages > page) header += `${link(page + 1)}; rel="next", `
  header += `${link(totalPages)}; rel="last"`
  return { Link: header, 'X-Total-Count': String(total) }
}

export async function adminListUsersHandler(app: App, request: ApiRequest, { aud }: Admin): Promise<Reply> {
  const ascending = oldestFirst(request.query)
  // pop's paginator: pages start at 1, and a page size below 1 becomes 20.
  const page = Math.max(1, pageParam(request.query, 'page', 1))
  const perPage = pageParam(request.query, 'per_page', 50) || 20
  const filter = request.query.get('filter') ?? ''
  const { users, total } = await listUsersAsAdmin(app.services, aud, {
    filter,
    offset: (page - 1) * perPage,
    limit: perPage,
    oldestFirst: ascending,
  })
  return jsonReply({ users, aud }, 200, paginationHeaders(request, page, perPage, total))
}

export async function adminCreateUserHandler(app: App, request: ApiRequest, { aud }: Admin): Promise<Reply> {
  return jsonReply(await createUserAsAdmin(app.services, await readUserInput(request), aud))
}

export async function adminGetUserHandler(app: App, request: ApiRequest): Promise<Reply> {
  const user = await pathUser(app, request)
  return jsonReply(await accountJson(app.services, user))
}

export async function adminUpdateUserHandler(app: App, request: ApiRequest): Promise<Reply> {
  const user = await pathUser(app, request)
  return jsonReply(await updateUserAsAdmin(app.services, user, await readUserInput(request)))
}

export async function adminDeleteUserHandler(app: App, request: ApiRequest): Promise<Reply> {
  const user = await pathUser(app, request)
  // The body is optional: only a non-empty one is decoded.
  const body = await request.body()
  const params =
    body.length === 0
      ? { should_soft_delete: undefined }
      : await readParams(request, 'adminUserDeleteParams', { should_soft_delete: 'bool' })
  await deleteUserAsAdmin(app.services, user, params.should_soft_delete ?? false)
  return jsonReply({})
}

/** GET /admin/users/{id}/factors lists none; a factor of the user can never be found. */
export async function adminFactorsHandler(app: App, request: ApiRequest): Promise<Reply> {
  await pathUser(app, request)
  const factorId = request.params.factorId
  if (factorId === undefined) return jsonReply([])
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
  throw notFound('mfa_factor_not_found', 'Factor not found')
}
