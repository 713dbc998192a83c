import type { ArticleProgress, LearningProgress } from '../progress'

// Apart from progress.ts, which the entry chunk carries: only the store's own chunk needs this.
const sameRecords = <Value>(
  first: Record<string, Value>,
  second: Record<string, Value>,
  same: (a: Value, b: Value) => boolean,
) => {
  const keys = Object.keys(first)
  return (
    keys.length === Object.keys(second).length &&
    keys.every((key) => key in second && same(first[key]!, second[key]!))
  )
}

const sameArticle = (first: ArticleProgress, second: ArticleProgress) =>
  first.status === second.status &&
  first.lastSection === second.lastSection &&
  first.scrollRatio === second.scrollRatio &&
  first.completedAt === second.completedAt &&
  first.updatedAt === second.updatedAt

/**
 * `next`, with the parts that show the same as `previous` kept as they were: the pages' links
 * re-render when the articles change, not when the store opens empty or a reading minute is counted.
 */
export function keepUnchanged(previous: LearningProgress, next: LearningProgress): LearningProgress {
  const articles = sameRecords(previous.articles, next.articles, sameArticle)
    ? previous.articles
    : next.articles
  const days = sameRecords(previous.days, next.days, Object.is) ? previous.days : next.days
  return articles === previous.articles && days === previous.days ? previous : { articles, days }
}
