// Port checks for `npm run dev`, kept apart so the e2e spec and the runner agree on what "busy" means.
import { createServer } from 'node:net'

/** A port from the environment, or the default; anything else than 1..65535 is an error, not a guess. */
export function readPort(
  env: Record<string, string | undefined>,
  variable: string,
  fallback: number,
): number {
  const raw = env[variable]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, not "${raw}"`)
  }
  return port
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      // A machine without IPv6 cannot be "busy" on ::1.
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** The first entry whose port something already holds, on the IPv4 or the IPv6 loopback. */
export interface PortUse {
  port: number
  variable: string
  owners: string
}

export async function findBusyPort(entries: PortUse[]): Promise<PortUse | null> {
  for (const entry of entries) {
    for (const host of ['127.0.0.1', '::1']) {
      if (!(await canListen(entry.port, host))) return entry
    }
  }
  return null
}
