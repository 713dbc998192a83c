import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import { RootLayout } from '@/layout/root-layout'
import { routeTable } from '@/routes/route-table'
import { localizedPath } from '@/routes/localized-path'
import { withLanguagePrefix } from '@/i18n/language-path'
import { supportedLanguages } from '@/i18n/languages'
import { PageRedirect } from '@/routes/page-link'
import { groupRedirects } from '@/routes/sidebar-tree'
import { forgetFailedPages, lazyPage, type LazyPage } from './lazy-page'
import { pageLoader } from './page-loaders'

/** What a page's route keeps: how to fetch its code ahead of rendering it. */
interface PageHandle {
  page: LazyPage
}

function pageRoute(path: string, Page: LazyPage): RouteObject {
  return { path, element: <Page />, handle: { page: Page } satisfies PageHandle }
}

// One component per page module: the same guide page serves every guide route.
const pages = new Map(routeTable.map((route) => [route.page, lazyPage(pageLoader(route.page))]))
const notFoundPage = lazyPage(() => import('./not-found-page'))

// Declarative routes (useRoutes) rather than a data router: the site loads no data through the
// router, and the data router's code is about 17 KB gzip more on every page's critical path.
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout onRetryPage={forgetFailedPages} />,
    children: [
      ...supportedLanguages.flatMap((language) => [
        ...routeTable.map((route) => pageRoute(localizedPath(route.path, language), pages.get(route.page)!)),
        ...groupRedirects.map(
          ({ from, to }): RouteObject => ({ path: withLanguagePrefix(from, language), element: <PageRedirect to={to} /> }),
        ),
      ]),
      pageRoute('*', notFoundPage),
    ],
  },
]

/** The page the URL shows, inside the site's frame. */
export function AppRoutes() {
  return useRoutes(appRoutes)
}

/** Fetches the code of the page a path shows, so that rendering it does not suspend. */
export async function preloadPageOf(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? []
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.page.preload()))
}
