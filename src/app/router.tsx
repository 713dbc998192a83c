import { useLocation } from 'react-router-dom'
import { RootLayout } from '@/layout/root-layout'
import { routeTable, type RoutePath } from '@/routes/route-table'
import { withLanguagePrefix } from '@/i18n/language-path'
import { supportedLanguages } from '@/i18n/languages'
import { PageRedirect } from '@/routes/page-link'
import { groupRedirects } from '@/routes/sidebar-tree'
import { pathKey, routeOfPath } from '@/routes/use-current-route'
import { forgetFailedPages, lazyPage, type LazyPage } from './lazy-page'
import { pageLoader } from './page-loaders'

// One component per page module: the same guide page serves every guide route.
const pages = new Map(routeTable.map((route) => [route.page, lazyPage(pageLoader(route.page))]))
const notFoundPage = lazyPage(() => import('./not-found-page'))
const guideSidebar = lazyPage(() => import('@/layout/current-guide-sidebar'))
const redirectsByPath = new Map(
  supportedLanguages.flatMap((language) => groupRedirects.map(({ from, to }) => [pathKey(withLanguagePrefix(from, language)), to] as const)),
)

type Shown = { page: LazyPage } | { redirectTo: RoutePath }

/** What a path shows: its route's page, the section a group path redirects to, or the 404 page. */
function shownAt(pathname: string): Shown {
  const route = routeOfPath(pathname)
  const page = route && pages.get(route.page)
  if (page) return { page }
  const redirectTo = redirectsByPath.get(pathKey(pathname))
  return redirectTo ? { redirectTo } : { page: notFoundPage }
}

/**
 * The page the URL shows, inside the site's frame. The route table has fixed paths only, so a map
 * lookup replaces react-router's route matching (and its data router: the site loads no data
 * through the router); react-router keeps the history, links and navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  const shown = shownAt(pathname)
  return (
    <RootLayout onRetryPage={forgetFailedPages} guideSidebar={guideSidebar}>
      {'redirectTo' in shown ? <PageRedirect to={shown.redirectTo} /> : <shown.page />}
    </RootLayout>
  )
}

/** Fetches the code of the page a path shows (and of the sidebar on a guide), so that rendering it does not suspend. */
export async function preloadPageOf(pathname: string): Promise<void> {
  const shown = shownAt(pathname)
  const sidebar = routeOfPath(pathname)?.section ? guideSidebar.preload() : undefined
  if ('page' in shown) await shown.page.preload()
  await sidebar
}
