import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Answers that differ only in whether an address has an account (a mail sent or not) are held to a
 * common floor, so their timing does not give the difference away. Real timers: the emulator's
 * adjustable clock is for token lifetimes, not for this.
 */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = floorMs - (performance.now() - started)
    if (left > 0) await sleep(left)
  }
}
