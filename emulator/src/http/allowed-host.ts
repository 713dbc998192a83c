// The Host check in front of both servers. DNS rebinding points an attacker's name at 127.0.0.1,
// so a page on that name becomes same-origin with the emulator in the browser's eyes; the Host
// header, which still carries the attacker's name, is the one thing that tells them apart.

import { type IncomingMessage } from 'node:http'
import { type Reply, textReply } from './reply'

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

const REFUSED = textReply(
  '400 Bad Request: Host not allowed (use localhost, 127.0.0.1, [::1] or EMULATOR_HOST with this port)\n',
  400,
)

/**
 * The Host values a server on `port` answers: each loopback name and the interface it listens on
 * (EMULATOR_HOST), with that port; the bare name only on port 80, where clients leave the port
 * out. `publicUrl` (API_EXTERNAL_URL) adds the host its links point at, as configured.
 */
export function allowedHosts(port: number, listenHost: string, publicUrl = ''): ReadonlySet<string> {
  const listenName = listenHost.includes(':') ? `[${listenHost}]` : listenHost
  const hosts = new Set<string>()
  for (const name of [...LOOPBACK_NAMES, listenName.toLowerCase()]) {
    hosts.add(`${name}:${port}`)
    if (port === 80) hosts.add(name)
  }
  if (URL.canParse(publicUrl)) hosts.add(new URL(publicUrl).host)
  return hosts
}

/** The 400 answer to a request whose Host is missing or not allowed; null lets it through. */
export function hostRefusal(request: IncomingMessage, allowed: ReadonlySet<string>): Reply | null {
  const host = request.headers.host?.toLowerCase()
  return host !== undefined && allowed.has(host) ? null : REFUSED
}
