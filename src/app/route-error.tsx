import { useEffect } from 'react'
import { useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { AppErrorFallback } from './app-error-fallback'

/** The router's error element: the same screen, and "Try Again" renders the route anew. */
export function RouteError() {
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => {
    console.error('Route error', error)
  }, [error])
  return <AppErrorFallback onRetry={() => navigate(location, { replace: true })} />
}
