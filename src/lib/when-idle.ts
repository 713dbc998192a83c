/**
 * Runs `task` at the browser's next idle moment, at the latest after `timeoutMs`. While a page
 * hydrates React keeps the event loop busy, so work started this way comes after the hydration
 * rather than in slices between its own. Safari has no idle callbacks: there it runs after the
 * tasks already queued.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs })
  else setTimeout(task)
}
