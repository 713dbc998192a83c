// What a handler answers, as data: the server that owns the response writes it once.

import { type ServerResponse } from 'node:http'
import { safeLocation } from '../redirect'

export type Headers = Record<string, string>

export interface Reply {
  status: number
  headers: Headers
  body: Buffer | null
}

function bodyReply(status: number, contentType: string, body: string, headers: Headers = {}): Reply {
  const data = Buffer.from(body)
  return {
    status,
    headers: { ...headers, 'Content-Type': contentType, 'Content-Length': String(data.length) },
    body: data,
  }
}

export const jsonReply = (body: unknown, status = 200, headers: Headers = {}): Reply =>
  bodyReply(status, 'application/json', JSON.stringify(body), headers)

export const textReply = (text: string, status = 200, contentType = 'text/plain; charset=utf-8'): Reply =>
  bodyReply(status, contentType, text)

/** An HTML page that is never cached and leaks no referrer; `headers` adds the caller's CSP. */
export const htmlReply = (html: string, status = 200, headers: Headers = {}): Reply =>
  bodyReply(status, 'text/html; charset=utf-8', html, {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  })

export const fileReply = (contentType: string, content: string, headers: Headers): Reply =>
  bodyReply(200, contentType, content, headers)

export const redirectReply = (location: string, status = 302): Reply => ({
  status,
  headers: { Location: safeLocation(location), 'Content-Length': '0' },
  body: null,
})

export const emptyReply = (status = 204, headers: Headers = { 'Content-Length': '0' }): Reply => ({
  status,
  headers,
  body: null,
})

export function writeReply(response: ServerResponse, reply: Reply) {
  response.writeHead(reply.status, reply.headers)
  response.end(reply.body ?? undefined)
}
