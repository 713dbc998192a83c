import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { PageLoading } from '@/layout/page-loading'
import { RootLayout } from '@/layout/root-layout'
import { routeTable, type PageLoader } from '@/routes/route-table'
import { groupRedirects } from '@/routes/sidebar-tree'
import { loadChunk } from './chunk-reload'
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
        (route): RouteObject => ({ path: route.path, handle: { route }, lazy: lazyPage(route.load) }),
      ),
      ...groupRedirects.map(({ from, to }): RouteObject => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', lazy: lazyPage(() => import('./not-found-page')) },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
