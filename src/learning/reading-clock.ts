import type { Learning } from './learning-context'

const IDLE_AFTER_MS = 60_000
const FLUSH_EVERY_MS = 60_000
const activity = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

/**
 * Counts active reading time: a second counts while the tab is visible and the reader has done
 * something in the last minute. Written at most once a minute, and whenever the tab is hidden.
 */
export function startReadingClock(learning: Learning): () => void {
  let lastActivity = Date.now()
  let lastFlush = Date.now()
  let pending = 0
  const flush = () => {
    if (pending > 0) learning.addReadingSeconds(pending)
    pending = 0
    lastFlush = Date.now()
  }
  const onActivity = () => {
    lastActivity = Date.now()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush()
    else lastActivity = Date.now()
  }
  const tick = window.setInterval(() => {
    const now = Date.now()
    if (document.visibilityState === 'visible' && now - lastActivity <= IDLE_AFTER_MS) pending++
    if (now - lastFlush >= FLUSH_EVERY_MS) flush()
  }, 1000)
  activity.forEach((type) => window.addEventListener(type, onActivity, { passive: true }))
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', flush)
  return () => {
    flush()
    window.clearInterval(tick)
    activity.forEach((type) => window.removeEventListener(type, onActivity))
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', flush)
  }
}
