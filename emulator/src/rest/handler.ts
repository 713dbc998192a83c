// The data API's front under /rest/v1: who is asking, which table or function, the body, and the
// answer with PostgREST's status codes, Content-Range and error shape. Everything below it gets
// plain values; the reply is built here once.

import { type IncomingMessage } from 'node:http'
import { type App } from '../app'
import { BodyTooLargeError, readBody } from '../http/body'
import { parseJson } from '../http/json-depth'
import { type Reply, emptyReply, jsonReply } from '../http/reply'
import { RestError, fromPgError, invalidBody, isPgError, restErrorReply } from './errors'
import {
  type Rows,
  type TableRequest,
  callFunction,
  deleteRows,
  insertRows,
  readRows,
  updateRows,
} from './operations'
import { checkProfile, parsePreferences, parseQuery, wantsSingleObject } from './query'
import { GatewayRefusal, type RequestRole, requestRole } from './role'

export const REST_PREFIX = '/rest/v1'
const MAX_BODY_BYTES = 1 << 20
const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

function textReply(
  status: number,
  body: string,
  contentType: string,
  headers: Record<string, string>,
): Reply {
  const data = Buffer.from(body)
  return {
    status,
    headers: { ...headers, 'Content-Type': contentType, 'Content-Length': String(data.length) },
    body: data,
  }
}

async function jsonBody(request: IncomingMessage, emptyAs?: unknown): Promise<unknown> {
  const text = (await readBody(request, MAX_BODY_BYTES)).toString('utf8')
  if (text.trim() === '' && emptyAs !== undefined) return emptyAs
  try {
    return parseJson(text)
  } catch {
    // PostgREST's answer to any body it cannot decode; too deep to handle is one of those.
    throw invalidBody()
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function contentRange(offset: number, rows: Rows): string {
  const total = rows.total === null ? '*' : String(rows.total)
  return rows.n > 0 ? `${offset}-${offset + rows.n - 1}/${total}` : `*/${total}`
}

function rowsReply(status: number, rows: Rows, single: boolean, range: string): Reply {
  if (rows.body === null)
    return emptyReply(status === 200 ? 204 : status, { 'Content-Length': '0', 'Content-Range': range })
  return textReply(status, rows.body, single ? OBJECT_TYPE : JSON_TYPE, { 'Content-Range': range })
}

async function tableReply(
  app: App,
  request: IncomingMessage,
  method: string,
  url: URL,
  name: string,
  who: RequestRole,
) {
  const query = parseQuery(url.searchParams)
  const prefer = parsePreferences(request.headers)
  const single = wantsSingleObject(request.headers)
  const target: TableRequest = { who, table: name, query, prefer, single }
  checkProfile(request.headers, method !== 'GET' && method !== 'HEAD')
  if (method === 'GET' || method === 'HEAD') {
    const rows = await readRows(app.services.db, target)
    if (
      rows.total !== null &&
      query.offset > 0 &&
      query.offset >= rows.total &&
      rows.n === 0 &&
      rows.total > 0
    ) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${query.offset} was requested, but there are only ${rows.total} rows.`,
      )
    }
    const partial = rows.total !== null && rows.n < rows.total
    return rowsReply(partial ? 206 : 200, rows, single, contentRange(query.offset, rows))
  }
  if (method === 'POST') {
    const body = await jsonBody(request)
    const list = Array.isArray(body) ? body : [body]
    if (!list.every(isObject)) throw invalidBody()
    const rows = await insertRows(app.services.db, target, list)
    return rowsReply(201, rows, single, '*/*')
  }
  if (method === 'PATCH') {
    const body = await jsonBody(request)
    if (!isObject(body)) throw invalidBody()
    const rows = await updateRows(app.services.db, target, body)
    return rowsReply(200, rows, single, rows.n > 0 ? `0-${rows.n - 1}/*` : '*/*')
  }
  if (method === 'DELETE') {
    const rows = await deleteRows(app.services.db, target)
    return rowsReply(200, rows, single, rows.n > 0 ? `0-${rows.n - 1}/*` : '*/*')
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

async function rpcReply(app: App, request: IncomingMessage, method: string, name: string, who: RequestRole) {
  if (method !== 'POST') throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  checkProfile(request.headers, true)
  const args = await jsonBody(request, {})
  if (!isObject(args)) throw invalidBody()
  const result = await callFunction(app.services.db, who, name, args)
  if (result === null) return emptyReply(204)
  return textReply(200, result, JSON_TYPE, {})
}

const invalidPath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL')

function segments(pathname: string): string[] {
  try {
    return pathname
      .slice(REST_PREFIX.length)
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part))
  } catch {
    throw invalidPath()
  }
}

async function dispatch(app: App, request: IncomingMessage, method: string, url: URL, who: RequestRole) {
  const parts = segments(url.pathname)
  if (parts.length === 1) return tableReply(app, request, method, url, parts[0] as string, who)
  if (parts.length === 2 && parts[0] === 'rpc') return rpcReply(app, request, method, parts[1] as string, who)
  throw invalidPath()
}

/** The answer to any request under /rest/v1; only unexpected failures escape. */
export async function restReply(
  app: App,
  request: IncomingMessage,
  method: string,
  url: URL,
): Promise<Reply> {
  let anonymous = true
  try {
    const who = requestRole(app, request.headers, url.searchParams)
    anonymous = who.role === 'anon'
    return await dispatch(app, request, method, url, who)
  } catch (error) {
    if (error instanceof RestError) return restErrorReply(error)
    if (error instanceof GatewayRefusal) return jsonReply(error.body, 401)
    if (error instanceof BodyTooLargeError) return jsonReply({ message: 'Request body too large' }, 413)
    if (isPgError(error)) return restErrorReply(fromPgError(error, anonymous))
    throw error
  }
}
