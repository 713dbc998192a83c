import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __searchPaint?: Promise<number | null>
  }
}

/**
 * Arms a one-shot timer in the page: it starts at the next `beforeinput` (a key press, or a typed
 * Chinese character, which Chromium inserts without a keydown) and stops at the first paint after
 * the dialog's content changes. A frame callback followed by a task runs after that paint. A key
 * that changes no result ("vercell" after "vercel" finds the same pages, highlighted alike) stops it
 * at the paint after the input was handled, which is when its results are on screen.
 */
function armPaintTimer(timeoutMs: number) {
  window.__searchPaint = new Promise<number | null>((resolve) => {
    const dialog = document.querySelector('[role="dialog"]')
    if (!dialog) return resolve(null)
    let start: number | undefined
    document.addEventListener('beforeinput', (event) => (start = event.timeStamp), {
      capture: true,
      once: true,
    })
    // In an array, not a named constant: the bundler would wrap a named function in a helper the page lacks.
    const stopAfterPaint = [
      () => {
        observer.disconnect()
        requestAnimationFrame(() =>
          setTimeout(() => resolve(start === undefined ? null : performance.now() - start), 0),
        )
      },
    ]
    const observer = new MutationObserver(() => stopAfterPaint[0]())
    // Bubbling to the window after React's root listener has rendered what the input changed.
    window.addEventListener('input', () => stopAfterPaint[0](), { once: true })
    observer.observe(dialog, { childList: true, subtree: true, characterData: true })
    setTimeout(() => {
      observer.disconnect()
      resolve(null)
    }, timeoutMs)
  })
}

/**
 * Resolves once the dialog has not changed for 150 ms (the previous query's results may still be
 * arriving, a page text at a time, when the index loads in pieces), then after two frames, so the
 * previous query's work has painted before a timing starts.
 */
// No named functions inside: the bundler wraps them in a naming helper the page does not have.
const settle = () =>
  new Promise<void>((resolve) => {
    let last = performance.now()
    const observer = new MutationObserver(() => (last = performance.now()))
    const dialog = document.querySelector('[role="dialog"]')
    if (dialog) observer.observe(dialog, { childList: true, subtree: true, characterData: true })
    const poll = setInterval(() => {
      if (performance.now() - last < 150) return
      clearInterval(poll)
      observer.disconnect()
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
    }, 25)
  })

/**
 * Milliseconds from the key press that completes `query` (its earlier characters already typed) to
 * the results on screen; null if nothing in the dialog changed within the timeout.
 */
export async function timeLastKey(page: Page, field: string, query: string, timeoutMs = 5_000) {
  const characters = [...query]
  const last = characters.pop() ?? ''
  await page.fill(field, characters.join(''))
  await page.evaluate(settle)
  await page.evaluate(armPaintTimer, timeoutMs)
  await page.keyboard.type(last)
  return page.evaluate(() => window.__searchPaint ?? null)
}
