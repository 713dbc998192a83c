// The HTTP front of the API port: the Host check, admin keys only from the site's origins, CORS,
// the gateway's API key check, routing under /auth/v1 (and /rest/v1 to the data API), each
// route's guards, the 1 MiB body limit, and GoTrue's error answers. Handlers return a Reply; it is
// written here, once.

import { type IncomingMessage, type ServerResponse } from 'node:http'
import { adminOriginRefusal } from './admin-origin'
import { apiKeyProblem } from './api-key'
import { type App } from './app'
import { newId } from './crypto'
import {
  ApiError,
  OAuthError,
  WeakPasswordError,
  errorReply,
  isInputDataError,
  resolveApiVersion,
} from './errors'
import { admit } from './guards'
import { type ApiRequest } from './handlers/support/request'
import { hostRefusal } from './http/allowed-host'
import { BodyTooLargeError, lazyBody } from './http/body'
import { openCors } from './http/cors'
import { requestTarget } from './http/target'
import { type Reply, emptyReply, jsonReply, textReply, writeReply } from './http/reply'
import { REST_PREFIX, restReply } from './rest/handler'
import { matchRoute } from './routes'

export const AUTH_PREFIX = '/auth/v1'
export const MAX_BODY_BYTES = 1 << 20

function bodyOf(request: IncomingMessage): () => Promise<Buffer> {
  const read = lazyBody(request, MAX_BODY_BYTES)
  return () =>
    read().catch((error: unknown) => {
      if (error instanceof BodyTooLargeError)
        throw new ApiError(413, 'request_entity_too_large', error.message)
      throw error
    })
}

async function route(app: App, request: IncomingMessage, method: string, url: URL): Promise<Reply> {
  if (method === 'OPTIONS') return openCors.preflight(request)
  const pathname = url.pathname
  if (pathname === REST_PREFIX || pathname.startsWith(`${REST_PREFIX}/`))
    return restReply(app, request, method, url)
  if (pathname !== AUTH_PREFIX && !pathname.startsWith(`${AUTH_PREFIX}/`)) {
    return jsonReply({ message: 'no Route matched with those values' }, 404)
  }
  const path = pathname.slice(AUTH_PREFIX.length) || '/'
  const match = matchRoute(method, path)
  const keyProblem = match.open ? null : apiKeyProblem(app, request.headers, url.searchParams)
  if (keyProblem) return jsonReply(keyProblem, 401)
  if (match.kind === 'method') return emptyReply(405)
  if (match.kind === 'none') return textReply('404 page not found\n', 404)
  const userAgent = request.headers['user-agent']
  const apiRequest: ApiRequest = {
    method,
    path,
    query: url.searchParams,
    params: match.params,
    headers: request.headers,
    client: {
      userAgent: typeof userAgent === 'string' ? userAgent : null,
      ip: request.socket.remoteAddress ?? '',
    },
    body: bodyOf(request),
  }
  const caller = await admit(app, apiRequest, match.route.key, match.route.limit)
  return match.route.handle(app, apiRequest, caller)
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

async function answer(
  app: App,
  hosts: ReadonlySet<string>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const refused = hostRefusal(request, hosts)
  if (refused) {
    writeReply(response, refused)
    return
  }
  const requestId = newId()
  const apiVersion = resolveApiVersion(request.headers['x-supabase-api-version'])
  let reply: Reply
  try {
    const { method, url } = requestTarget(request)
    // Refused before CORS, so the answer names no origin and the page cannot read it.
    const originRefusal = url && adminOriginRefusal(app, request.headers, url.searchParams)
    if (originRefusal) throw originRefusal
    openCors.apply(request, response)
    reply = url ? await route(app, request, method, url) : textReply('400 Bad Request', 400)
  } catch (caught) {
    let error = caught
    if (isInputDataError(caught)) {
      error = new ApiError(400, 'validation_failed', `Invalid input: ${caught.message}`)
    } else if (!(
      caught instanceof ApiError ||
      caught instanceof OAuthError ||
      caught instanceof WeakPasswordError
    )) {
      app.log(`[auth] unexpected error on ${request.method} ${request.url}: ${describe(caught)}`)
    }
    if (response.headersSent) {
      response.destroy()
      return
    }
    reply = errorReply(error, apiVersion, requestId)
  }
  writeReply(response, reply)
}

/** `hosts`: the Host values this port answers (see allowedHosts). */
export function createApiHandler(app: App, hosts: ReadonlySet<string>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    answer(app, hosts, request, response).catch((error: unknown) => {
      // Last resort: never let one request take the process down.
      const message = error instanceof Error ? error.message : String(error)
      app.log(`[auth] could not answer ${request.method} ${request.url}: ${message}`)
      response.destroy()
    })
  }
}
