import { useCallback } from 'react'
import {
  Link,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
} from 'react-router-dom'
import type { RoutePath } from './route-table'
import { useLocalizedPath } from './use-localized-path'

/** What may follow a page's path in a link: a query (`?success=login`) or a fragment. */
export interface PageTarget {
  to: RoutePath
  search?: string
  hash?: string
}

function useTarget() {
  const localize = useLocalizedPath()
  return useCallback(
    ({ to, search, hash }: PageTarget) => ({ pathname: localize(to), search, hash }),
    [localize],
  )
}

type PageLinkProps = Omit<LinkProps, 'to'> & PageTarget

/** A link to a page of the route table, in the language being shown. */
export function PageLink({ to, search, hash, ...props }: PageLinkProps) {
  const target = useTarget()
  return <Link to={target({ to, search, hash })} {...props} />
}

type PageNavLinkProps = Omit<NavLinkProps, 'to'> & { to: RoutePath }

/** PageLink that knows whether it points at the current page (header navigation). */
export function PageNavLink({ to, ...props }: PageNavLinkProps) {
  const target = useTarget()
  return <NavLink to={target({ to })} {...props} />
}

/** Replaces the current entry with a page (group paths redirect to their section page). */
export function PageRedirect({ to }: { to: RoutePath }) {
  const target = useTarget()
  return <Navigate to={target({ to })} replace />
}

/** navigate() for pages of the route table, in the language being shown. */
export function usePageNavigate(): (page: PageTarget, options?: NavigateOptions) => void {
  const navigate = useNavigate()
  const target = useTarget()
  return useCallback((page, options) => navigate(target(page), options), [navigate, target])
}

/** Replaces the current entry with the page being shown under another query (`''` drops it). */
export function useReplaceSearch(): (search: string) => void {
  const navigate = useNavigate()
  const { pathname, hash } = useLocation()
  return useCallback(
    (search) => navigate({ pathname, search, hash }, { replace: true }),
    [navigate, pathname, hash],
  )
}
