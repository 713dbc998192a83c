import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { run } from './run.ts'

export interface HttpsStandIn {
  /** Lines for a ~/.curlrc that send curl to the stand-in instead of the real host, trusting its certificate. */
  curlrc: string
  seen: { method: string; url: string; authorization?: string; accept?: string }[]
  close: () => Promise<void>
}

/**
 * A local HTTPS stand-in for `host`, with a certificate made for this run in `dir`. curl reaches it
 * through its own config file, so the snippet runs unchanged and nothing leaves this machine.
 */
export async function httpsStandIn(dir: string, host: string, body: string): Promise<HttpsStandIn> {
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  const made = await run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...[
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
    ],
  ])
  if (made.code !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`)
  const seen: HttpsStandIn['seen'] = []
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const { authorization, accept } = request.headers
    seen.push({ method: request.method ?? '', url: request.url ?? '', authorization, accept })
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    curlrc: `connect-to = ${host}:443:127.0.0.1:${port}\ncacert = ${cert}\n`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Writes the stand-in's curl settings where curl looks for them: ~/.curlrc in the given home. */
export function pointCurlAt(standIn: HttpsStandIn, home: string): void {
  writeFileSync(join(home, '.curlrc'), standIn.curlrc)
}
