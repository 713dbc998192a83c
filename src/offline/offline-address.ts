import { languageOfPath, withLanguagePrefix } from '@/i18n/language-path'

/**
 * The offline worker answers a page it does not hold with the offline page's HTML, under the
 * address asked for. Before the app starts, that page moves to its own address (/offline, or
 * /en/offline), keeping the one asked for in ?from=, so that the router shows the page the HTML
 * holds and the reader can try the address again. Small: the entry script carries it.
 */
export const offlinePageId = 'offline-page'

export function moveToOfflineAddress() {
  const { pathname, search } = location
  if (document.getElementById(offlinePageId) && !pathname.endsWith('/offline'))
    history.replaceState(
      null,
      '',
      `${withLanguagePrefix('/offline', languageOfPath(pathname))}?from=${encodeURIComponent(pathname + search)}`,
    )
}
