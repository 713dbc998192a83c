import { withReadingTime } from '../examples/reading-time.ts'
import { reviewHash } from '../reviews/review-hash.ts'
import { reviewSummary } from '../reviews/review-problems.ts'
import { reviewRecordSchema, type ReviewRecord } from '../reviews/review-schema.ts'
import { reviewFile } from '../reviews/review-state.ts'
import { inlineArticle } from './inline-article.ts'

/** A guide's review record, or undefined when it has none (or one that is not a record at all). */
export function readReviewRecord(
  guideId: string,
  readFile: (path: string) => string,
): ReviewRecord | undefined {
  let text: string
  try {
    text = readFile(reviewFile(guideId))
  } catch {
    return undefined
  }
  const result = reviewRecordSchema.safeParse(JSON.parse(text))
  return result.success ? result.data : undefined
}

/**
 * One language of a guide as a reader gets it: examples and shared facts inlined, its reading time,
 * and the line its review record stands for (the counts, the day, whether the guide has changed
 * since). `written` holds both languages' files as written, which the record's hash covers.
 */
export function servedArticle(
  guideId: string,
  language: 'zh' | 'en',
  written: { zh: unknown; en: unknown },
  readFile: (path: string) => string,
): unknown {
  const served = withReadingTime(inlineArticle(written[language], guideId, language, readFile), guideId)
  const record = readReviewRecord(guideId, readFile)
  if (!record || served === null || typeof served !== 'object') return served
  if ('review' in served)
    throw new Error(`${guideId}: review is worked out by the build; remove it from the file`)
  return { ...served, review: reviewSummary(record, record.hash === reviewHash(written, readFile)) }
}
