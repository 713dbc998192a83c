/**
 * What a reader did before the page's script took over: index.html's inline script keeps clicks on
 * buttons (which do nothing in static HTML) and key presses outside text fields (the shortcuts), in
 * `window.earlyInput`, until this replays them once the app has started.
 */
export type EarlyInput =
  { kind: 'click'; target: Element } | { kind: 'key'; target: EventTarget; init: KeyboardEventInit }

declare global {
  interface Window {
    /** Set by index.html's inline script; `null` once replayed, which stops the keeping. */
    earlyInput?: EarlyInput[] | null
  }
}

const retryMs = 50
const giveUpMs = 15_000

/**
 * Clicks the button once React can take the click. Until the part of the page holding it has
 * hydrated, React stops a click at the root (and does not replay it), so the click never reaches
 * the button: then it is tried again a moment later.
 */
function clickWhenHydrated(button: HTMLElement, startedAt = Date.now()) {
  if (!button.isConnected || Date.now() - startedAt > giveUpMs) return
  let reached = false
  const mark = () => void (reached = true)
  button.addEventListener('click', mark, { capture: true, once: true })
  button.click()
  button.removeEventListener('click', mark, { capture: true })
  if (!reached) setTimeout(() => clickWhenHydrated(button, startedAt), retryMs)
}

export function replayEarlyInput(): void {
  const kept = window.earlyInput ?? []
  window.earlyInput = null
  for (const input of kept) {
    if (input.kind === 'click') {
      if (input.target instanceof HTMLElement) clickWhenHydrated(input.target)
    } else
      input.target.dispatchEvent(
        new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }),
      )
  }
}
