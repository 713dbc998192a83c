const storageKey = 'scroll-positions'
/** A tab's history seldom goes back further; older positions are dropped instead of piling up. */
export const KEPT_POSITIONS = 50

export type ScrollPositions = Record<string, number>

export function readPositions(): ScrollPositions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')
    return stored && typeof stored === 'object' ? (stored as ScrollPositions) : {}
  } catch {
    return {}
  }
}

/** Notes where a history entry is scrolled to, as its newest position (the oldest go first). */
export function rememberPosition(positions: ScrollPositions, entry: string, scrollY: number) {
  delete positions[entry]
  positions[entry] = scrollY
}

/** Keeps the newest positions for back, forward and reload in this tab. */
export function persistPositions(positions: ScrollPositions) {
  const entries = Object.entries(positions)
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(entries.slice(-KEPT_POSITIONS))))
  } catch {
    // Storage blocked or full: a reload starts at the top, nothing else is lost.
  }
}
