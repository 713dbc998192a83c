import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { PageLoading } from '@/layout/page-loading'
import { RootLayout } from '@/layout/root-layout'
import { routeTable } from '@/routes/route-table'
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
      ...routeTable.map(
        (route): RouteObject => ({ path: route.path, handle: { route }, lazy: lazyPage(pageLoader(route.page)) }),
      ),
      ...groupRedirects.map(({ from, to }): RouteObject => ({ path: from, element: <PageRedirect to={to} /> })),
      { path: '*', lazy: lazyPage(() => import('./not-found-page')) },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
