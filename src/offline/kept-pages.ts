import { languageOfPath, pathWithoutLanguage } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import { articleIdOfPath, topLevelRouteAt, type RoutePath } from '@/routes/top-level-routes'
import { offlineCaches } from './cache-names'

/** A guide whose page the offline worker holds, in the language it was opened in. */
export interface KeptGuide {
  route: RoutePath
  language: Language
  /** The address it was kept under ("/en/marketing/research/seo"). */
  href: string
}

export const canKeepPages = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator

/** The worker's kept pages, oldest fetch first; none when it has kept nothing yet. */
export async function keptPageRequests(): Promise<readonly Request[]> {
  if (!(await caches.has(offlineCaches.pages))) return []
  return (await caches.open(offlineCaches.pages)).keys()
}

/** The guides kept for offline reading, the most recently fetched first; pages that are not guides are left out. */
export async function keptGuides(): Promise<KeptGuide[]> {
  const requests = await keptPageRequests()
  const guides = new Map<string, KeptGuide>()
  // A page fetched again goes to the end of the cache's list.
  for (const request of [...requests].reverse()) {
    const href = new URL(request.url).pathname.replace(/(.)\/$/, '$1')
    const route = pathWithoutLanguage(href) as RoutePath
    const guide = !topLevelRouteAt(route) && articleIdOfPath(route)
    if (guide && !guides.has(href)) guides.set(href, { route, language: languageOfPath(href), href })
  }
  return [...guides.values()]
}

/** Forgets every page, script, translation and index piece kept for offline reading. */
export async function clearKeptPages(): Promise<void> {
  await Promise.all(Object.values(offlineCaches).map((name) => caches.delete(name)))
}
