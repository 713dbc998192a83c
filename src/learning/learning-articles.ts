import { use } from 'react'
import { loadedSections, loadEverySection, type LoadedSections } from '@/routes/section-routes'
import { sectionIds, type AppRoute } from '@/routes/top-level-routes'
import type { ArticleRef } from './learning-summary'

/** The published guides among these routes, in their order: what "n of N guides" counts (drafts never). */
export function learningArticlesIn(routes: readonly AppRoute[]): ArticleRef[] {
  return routes.flatMap((route) =>
    route.article && route.section && !route.draft
      ? [{ id: route.article, path: route.path, section: route.section }]
      : [],
  )
}

const learningArticlesOf = (sections: LoadedSections) =>
  learningArticlesIn(sectionIds.flatMap((section) => sections[section]?.pages ?? []))

let everySection: Promise<unknown> | undefined

/**
 * Every published guide, for the pages that count them all: suspends until every section's route
 * data is here (a handful of small chunks, fetched together; a failed one is fetched again next time).
 */
export function useLearningArticles(): ArticleRef[] {
  // Once every section is here (after the first such page, and always in the unit tests) nothing
  // waits: use() is only for the first arrival.
  const sections = loadedSections()
  if (sectionIds.every((section) => sections[section])) return learningArticlesOf(sections)
  everySection ??= loadEverySection().catch((error: unknown) => {
    everySection = undefined
    throw error
  })
  use(everySection)
  return learningArticlesOf(loadedSections())
}

/** Every published guide, once every section's route data is here: for code outside React. */
export async function loadLearningArticles(): Promise<ArticleRef[]> {
  await loadEverySection()
  return learningArticlesOf(loadedSections())
}
