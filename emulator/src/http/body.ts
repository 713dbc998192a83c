// Reading a request body with a size cap, shared by the auth API and the mail catcher.

import { type IncomingMessage } from 'node:http'

/** Beyond this, a client still sending an over-large body is cut off instead of drained. */
const DRAIN_LIMIT = 64 << 20

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (max ${limit} bytes)`)
  }
}

/**
 * Reads the whole body, up to `limit` bytes. A larger body is drained (so the answer can still be
 * written on the same connection) and then rejected with BodyTooLargeError.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (tooLarge) {
        if (size > DRAIN_LIMIT) request.destroy()
        return
      }
      if (size > limit) {
        tooLarge = true
        chunks.length = 0
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => {
      if (tooLarge) reject(new BodyTooLargeError(limit))
      else resolve(Buffer.concat(chunks))
    })
    request.on('error', reject)
  })
}

/** A reader that reads the body on first use and hands every later caller the same result. */
export function lazyBody(request: IncomingMessage, limit: number): () => Promise<Buffer> {
  let pending: Promise<Buffer> | null = null
  return () => {
    pending ??= readBody(request, limit)
    return pending
  }
}
