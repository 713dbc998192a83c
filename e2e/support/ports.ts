/** The preview port and the ports of the emulator that belongs to it (4173 → 24421 and 24424). */
export function e2ePorts(preview: number) {
  // Below the ephemeral range (32768-60999): there, the health check polling the emulator before it
  // listens could be given the emulator's own port for its connection, and the emulator not start.
  const api = preview + 20_248
  return { preview, api, mail: api + 3 }
}

export const ports = e2ePorts(Number(process.env.E2E_PORT ?? 4173))
/** The folder the tests' build goes to, one per preview port so checkouts side by side do not clash. */
export const buildDir = (preview: number) => `dist-e2e-${preview}`
export const emulatorUrl = `http://127.0.0.1:${ports.api}`
export const mailUrl = `http://127.0.0.1:${ports.mail}`
