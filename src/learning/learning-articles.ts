import { routeTable } from '@/routes/route-table'
import type { ArticleRef } from './learning-summary'

/** Every published guide of the route table, in table order: what "n of N guides" counts (drafts never). */
export const learningArticles: ArticleRef[] = routeTable.flatMap((route) =>
  route.article && route.section && !route.draft ? [{ id: route.article, path: route.path, section: route.section }] : [],
)
