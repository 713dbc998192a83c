import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { PageLoading } from '@/layout/page-loading'
import { RootLayout } from '@/layout/root-layout'
import { routeTable } from '@/routes/route-table'
import { localizedPath } from '@/routes/localized-path'
import { withLanguagePrefix } from '@/i18n/language-path'
import { supportedLanguages } from '@/i18n/languages'
import { PageRedirect } from '@/routes/page-link'
import { groupRedirects } from '@/routes/sidebar-tree'
import { loadChunk } from '@/lib/chunk-reload'
import { pageLoader, type PageLoader } from './page-loaders'
import { RouteError } from './route-error'

const lazyPage = (load: PageLoader) => async () => ({ Component: (await loadChunk(load)).default })

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    ErrorBoundary: RouteError,
    // Shown while the first page's chunk arrives, before the frame can render.
    HydrateFallback: PageLoading,
    children: [
      ...supportedLanguages.flatMap((language) => [
        ...routeTable.map(
          (route): RouteObject => ({
            path: localizedPath(route.path, language),
            handle: { route },
            lazy: lazyPage(pageLoader(route.page)),
          }),
        ),
        ...groupRedirects.map(
          ({ from, to }): RouteObject => ({ path: withLanguagePrefix(from, language), element: <PageRedirect to={to} /> }),
        ),
      ]),
      { path: '*', lazy: lazyPage(() => import('./not-found-page')) },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
