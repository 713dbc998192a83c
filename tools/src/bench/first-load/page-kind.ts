/** Which first-load budget a page answers to. */
export type PageKind = 'guide' | 'home' | 'other'

/** A page's kind from the route table: its route (either language) renders an article, or is the home page. */
export function pageKind(path: string, routes: readonly { path: string; article?: string }[]): PageKind {
  const route = path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path
  if (route === '/') return 'home'
  return routes.find((candidate) => candidate.path === route)?.article ? 'guide' : 'other'
}
