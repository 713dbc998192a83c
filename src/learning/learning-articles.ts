import { routeTable } from '@/routes/route-table'
import type { ArticleRef } from './learning-summary'

/** Every guide article of the route table, in table order: what "n of 36" counts. */
export const learningArticles: ArticleRef[] = routeTable.flatMap((route) =>
  route.article && route.section ? [{ id: route.article, path: route.path, section: route.section }] : [],
)
