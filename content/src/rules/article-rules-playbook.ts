import type { Article } from '../schema/article-schema'

/**
 * Steps whose deeper guide is no routed guide, or is the article itself: the link would lead a
 * reader to a 404 or back to where they are. `guidePaths` holds the paths a reader can open.
 */
export function stepGuideProblems(
  article: Article,
  ownPath: string,
  guidePaths: ReadonlySet<string>,
): string[] {
  return article.sections
    .flatMap((section) => section.steps ?? [])
    .flatMap((step) => {
      if (step.guide === undefined) return []
      if (step.guide === ownPath) return [`step ${step.id} sends the reader to this guide itself`]
      return guidePaths.has(step.guide)
        ? []
        : [`step ${step.id} links ${step.guide}, which is no published guide`]
    })
}
