import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One scripted answer: a response, or 'hang' to accept the request and never answer it. */
export type Reply = { status: number; headers?: Record<string, string>; body?: string } | 'hang'

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  /** When it arrived, in ms, to measure how long the client waited between attempts. */
  at: number
}

export interface ScriptedApi {
  url: string
  seen: SeenRequest[]
  close: () => Promise<void>
}

/**
 * A local stand-in for a third-party JSON API on 127.0.0.1: it answers each request with the next
 * reply of the script (the last one repeats) and records every request it was sent.
 */
export async function scriptedApi(replies: Reply[]): Promise<ScriptedApi> {
  const seen: SeenRequest[] = []
  const server = createServer((request, response) => {
    const reply = replies[Math.min(seen.length, replies.length - 1)] ?? 'hang'
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      at: Date.now(),
    })
    if (reply === 'hang') return
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    response.end(reply.body ?? '{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/orders`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
