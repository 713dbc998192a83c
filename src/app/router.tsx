import { use } from 'react'
import { useLocation } from 'react-router-dom'
import { RootLayout } from '@/layout/root-layout'
import { PageRedirect } from '@/routes/page-link'
import { loadEverySection, loadSection, type LoadedSections } from '@/routes/section-routes'
import { guidePage, topLevelRoutes, type RoutePath, type SectionId } from '@/routes/top-level-routes'
import {
  groupRedirectOf,
  routeOfPath,
  sectionOfPathname,
  sectionPending,
  useLoadedSections,
} from '@/routes/use-current-route'
import { forgetFailedPages, lazyPage, type LazyPage } from './lazy-page'
import { pageLoader } from './page-loaders'

// One component per page module: the same guide page serves every guide route.
const pages = new Map(
  [...topLevelRoutes.map((route) => route.page), guidePage].map((page) => [page, lazyPage(pageLoader(page))]),
)
const notFoundPage = lazyPage(() => import('./not-found-page'))
const guideSidebar = lazyPage(() => import('@/layout/current-guide-sidebar'))

/**
 * Shown while a section's route data is on its way (a link followed from another section): it
 * fetches the guide page's code meanwhile, and suspends until the data is here, when the routes
 * render again with the page the path names.
 */
function SectionLoading({ section }: { section: SectionId }) {
  void pages.get(guidePage)?.preload()
  use(loadSection(section))
  return null
}

type Shown = { page: LazyPage } | { redirectTo: RoutePath } | { section: SectionId }

/** What a path shows: its route's page, the section a group path redirects to, the wait for its section, or the 404 page. */
function shownAt(pathname: string, sections?: LoadedSections): Shown {
  const route = routeOfPath(pathname, sections)
  const page = route && pages.get(route.page)
  if (page) return { page }
  const pending = sectionPending(pathname, sections)
  if (pending) return { section: pending }
  const redirectTo = groupRedirectOf(pathname, sections)
  return redirectTo ? { redirectTo } : { page: notFoundPage }
}

/**
 * The page the URL shows, inside the site's frame. The route table has fixed paths only, so a map
 * lookup replaces react-router's route matching (and its data router: the site loads no data
 * through the router); react-router keeps the history, links and navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  const shown = shownAt(pathname, useLoadedSections())
  return (
    <RootLayout onRetryPage={forgetFailedPages} guideSidebar={guideSidebar}>
      {'redirectTo' in shown ? (
        <PageRedirect to={shown.redirectTo} />
      ) : 'section' in shown ? (
        <SectionLoading section={shown.section} />
      ) : (
        <shown.page />
      )}
    </RootLayout>
  )
}

/**
 * Fetches what the page a path shows needs to render without suspending: its section's route data
 * (every section's, on a page that counts every guide), its code and, on a guide, the sidebar's. The guide page's code is fetched beside the route data,
 * before the data can confirm the path names a guide (if it does not, the 404 page follows).
 */
export async function preloadPageOf(pathname: string): Promise<void> {
  const section = sectionOfPathname(pathname)
  const sidebar = section ? guideSidebar.preload() : undefined
  if (sectionPending(pathname)) void pages.get(guidePage)?.preload()
  const known = shownAt(pathname)
  // A top-level page is known before any route data: its code comes beside that data rather than
  // after it (on /super-individual, which waits for every section's, a round trip later).
  const knownPage = 'page' in known ? known.page.preload() : undefined
  const everySection = routeOfPath(pathname)?.countsGuides ? loadEverySection() : undefined
  if (section) await loadSection(section)
  await everySection
  await knownPage
  const shown = shownAt(pathname)
  if ('page' in shown) await shown.page.preload()
  await sidebar
}
