import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'
import { useRevisitCurrentPage } from '@/routes/page-link'
import { AppErrorFallback } from './app-error-fallback'

/** The router's error element: the same screen, and "Try Again" renders the route anew. */
export function RouteError() {
  const error = useRouteError()
  const revisit = useRevisitCurrentPage()
  useEffect(() => {
    console.error('Route error', error)
  }, [error])
  return <AppErrorFallback onRetry={() => revisit()} />
}
