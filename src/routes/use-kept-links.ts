import { useEffect, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * Within `container`, HTML that React keeps but did not draw (a frozen region,
 * src/components/frozen-region.tsx) has plain anchors for its links to this site's pages: a click on
 * one (Enter on a focused link is a click too) becomes the app's navigation, as a PageLink's would.
 * A click with a modifier key, on another button, on a link to another site or one meant for a new
 * tab or a download is left to the browser.
 */
export function useKeptLinks(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate()
  useEffect(() => {
    const element = container.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (!(event.target instanceof Element)) return
      const link = event.target.closest('[data-frozen] a[href]')
      if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return
      if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return
      event.preventDefault()
      navigate({ pathname: link.pathname, search: link.search, hash: link.hash })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [container, navigate])
}
