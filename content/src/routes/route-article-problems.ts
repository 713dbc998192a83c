import { articleIdOf, type GuideData } from './guide-data.ts'

/**
 * Route data and article files must agree: every route has its article, every article its route,
 * and a draft is a draft in both (publishing means removing the flag from all three files).
 * `isDraftArticle` is undefined for an article whose files are missing or unreadable.
 */
export function routeArticleProblems(
  data: GuideData,
  articleIds: readonly string[],
  isDraftArticle: (id: string) => boolean | undefined,
): string[] {
  const problems: string[] = []
  const routed = new Set<string>()
  for (const [section, entries] of Object.entries(data)) {
    for (const entry of entries) {
      const id = articleIdOf(section, entry.path)
      routed.add(id)
      const draft = isDraftArticle(id)
      if (draft === undefined || draft === (entry.draft === true)) continue
      problems.push(
        entry.draft
          ? `${id}: the route in content/routes/${section}.json is a draft but the article is not: add "draft": true to the article or remove it from the route`
          : `${id}: the article is a draft but its route in content/routes/${section}.json is not: add "draft": true to the route or remove it from both article files`,
      )
    }
  }
  for (const id of articleIds)
    if (!routed.has(id))
      problems.push(`${id}: no route in content/routes/${id.split('/')[0]}.json lists this article`)
  return problems
}
