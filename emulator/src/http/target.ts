// The method and URL of a request, as both servers read them.

import { type IncomingMessage } from 'node:http'

export interface RequestTarget {
  method: string
  /** null when the request line's target is not a URL (answered 400). */
  url: URL | null
}

export function requestTarget(request: IncomingMessage): RequestTarget {
  const method = (request.method ?? 'GET').toUpperCase()
  try {
    return { method, url: new URL(request.url ?? '/', 'http://emulator.invalid') }
  } catch {
    return { method, url: null }
  }
}
