import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

const giveUpAfterMs = 10_000

/**
 * The router scrolls to a link's #anchor only if the element is there when the page renders. A guide
 * reached from search or "continue reading" renders its sections once its text has loaded, so this
 * waits for the anchor to appear and scrolls to it then (or gives up after a while).
 */
export function useScrollToLateAnchor() {
  const { hash, key } = useLocation()
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!id || document.getElementById(id)) return
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id)
      if (!target) return
      stop()
      target.scrollIntoView({ block: 'start' })
    })
    const timer = window.setTimeout(() => stop(), giveUpAfterMs)
    function stop() {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [hash, key])
}
