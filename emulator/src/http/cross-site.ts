import { type IncomingHttpHeaders } from 'node:http'

/**
 * Whether a form post comes from another site: the browser's Sec-Fetch-Site when it sends one,
 * else an Origin whose host is not the one the request was sent to. Non-browser clients send
 * neither and are let through, as the tests and curl are. Both rely on the servers' Host check
 * (allowed-host.ts) having run first: under DNS rebinding the attacker's page is "same-origin" and
 * its Origin equals its Host, so only a Host that must be a loopback name makes either test mean
 * "our own page".
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site']
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== headers.host
  } catch {
    return true
  }
}
