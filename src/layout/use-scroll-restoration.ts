import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { persistPositions, readPositions, rememberPosition, type ScrollPositions } from './scroll-positions'

/**
 * Scrolls the way a visitor expects of pages: back and forward (and a reload) return to where the
 * page was left, a new page starts at its top or at the link's #anchor, and a replace on the same
 * page (the search field writing its query into the URL) leaves the scroll alone.
 */
export function useScrollRestoration() {
  const { key, pathname, hash } = useLocation()
  // Every page opened as a new document has the key "default": the path keeps one such page's
  // position from being restored on another.
  const entry = `${key} ${pathname}`
  const navigationType = useNavigationType()
  const positions = useRef<ScrollPositions | null>(null)
  positions.current ??= readPositions()
  const currentEntry = useRef(entry)
  const previousPath = useRef(pathname)

  useEffect(() => {
    const saved = positions.current ?? {}
    window.history.scrollRestoration = 'manual'
    const remember = () => rememberPosition(saved, currentEntry.current, window.scrollY)
    const persist = () => persistPositions(saved)
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', persist)
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    currentEntry.current = entry
    const samePage = previousPath.current === pathname
    previousPath.current = pathname
    const saved = positions.current ?? {}
    if (navigationType === 'POP' && saved[entry] !== undefined) {
      window.scrollTo(0, saved[entry])
      return
    }
    if (navigationType !== 'POP') {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
      if (target) target.scrollIntoView({ block: 'start' })
      else if (!(navigationType === 'REPLACE' && samePage)) window.scrollTo(0, 0)
    }
    // Noted now, not only by the scroll listener: the browser fires one scroll event per frame, so
    // a back pressed within the frame would file this page's position under the page before it.
    rememberPosition(saved, entry, window.scrollY)
    // Only a new history entry moves the page; its path, hash and navigation type come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry])
}
