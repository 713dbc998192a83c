import { articleIdOfPath } from '@/routes/top-level-routes'
import type { RoutePath } from '@/routes/route-table'

/** What a search result's bookmark saves: a guide (`sectionId` '') or one of its sections. */
export interface BookmarkTarget {
  articleId: string
  sectionId: string
}

// The only anchors a bookmark may name (the bookmarks table checks the same form); a result on a
// guide's resources or its intro saves the guide.
const sectionAnchor = /^section-[1-9][0-9]{0,2}$/

/**
 * The guide, or its section, a result leads to; null off a guide (a section page, the glossary).
 * Ids are the same in both languages, so a result in the other language saves the same record.
 */
export function bookmarkTarget(to: RoutePath, hash: string | undefined): BookmarkTarget | null {
  const articleId = articleIdOfPath(to)
  if (!articleId) return null
  return { articleId, sectionId: hash && sectionAnchor.test(hash) ? hash : '' }
}
