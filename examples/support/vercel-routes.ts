import { getTransformedRoutes, type GetRoutesProps, type Route } from '@vercel/routing-utils'

export interface Served {
  status: number
  /** The file of the build that answers, for a 200. */
  file?: string
  location?: string
  headers: Record<string, string>
}

/** `$1`-style references in a destination, filled from the route's match. */
const fill = (template: string, match: RegExpExecArray) =>
  template.replace(/\$(\d+)/g, (_, index: string) => match[Number(index)] ?? '')

/**
 * How Vercel answers a path on a static build, walking the routes that @vercel/routing-utils (the
 * package Vercel's own builds use) makes from vercel.json: the routes before `handle: filesystem`
 * (redirects, headers), then a file of the build if one matches, then the rewrites, whose target must
 * be a file (`check`). Functions, middleware and `has` conditions are outside what the guides use.
 */
export function serve(config: GetRoutesProps, files: readonly string[], path: string): Served {
  const { routes, error } = getTransformedRoutes(config)
  if (error || !routes) throw new Error(`vercel.json: ${error?.message ?? 'no routes'}`)
  const fileFor = (candidate: string) =>
    [candidate, config.cleanUrls ? `${candidate}.html` : '', candidate.replace(/\/?$/, '/index.html')].find(
      (name) => files.includes(name),
    )
  const headers: Record<string, string> = {}
  for (const route of routes as Route[]) {
    if ('handle' in route) {
      const file = route.handle === 'filesystem' ? fileFor(path) : undefined
      if (file) return { status: 200, file, headers }
      continue
    }
    const match = new RegExp(route.src).exec(path)
    if (!match) continue
    const location = route.headers?.Location
    if (route.status && location) return { status: route.status, location: fill(location, match), headers }
    if (route.headers) Object.assign(headers, route.headers)
    if (route.dest) {
      const file = fileFor(fill(route.dest, match))
      return file ? { status: 200, file, headers } : { status: 404, headers }
    }
  }
  return { status: 404, headers }
}
