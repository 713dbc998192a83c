import type { Article } from '../schema/article-schema'
import { reviewHash } from './review-hash.ts'
import { reviewProblems, reviewScores, reviewSummary } from './review-problems.ts'
import { reviewRecordSchema, type ReviewRecord } from './review-schema.ts'

/** Where a guide's review record lives, from the repository's root. */
export const reviewFile = (guideId: string) => `content/reviews/${guideId}.json`

export interface ReviewState {
  /** The hash of the guide as it is now: what a current record holds. */
  hash: string
  record?: ReviewRecord
  /** Why the record cannot be trusted (its shape, a quote not in its block...); empty when sound. */
  problems: string[]
  current: boolean
}

/**
 * A guide's review as it stands: its record (if any) read and checked against the guide, and
 * whether it is current. `raw` are the article files as written (what the hash covers), `served`
 * the same as a reader gets them (what claims quote). A guide without a record has none to trust.
 */
export function reviewState(
  guideId: string,
  raw: { zh: unknown; en: unknown },
  served: { zh: Article; en: Article },
  readFile: (path: string) => string,
): ReviewState {
  const hash = reviewHash(raw, readFile)
  let text: string
  try {
    text = readFile(reviewFile(guideId))
  } catch {
    return { hash, problems: [], current: false }
  }
  const result = reviewRecordSchema.safeParse(JSON.parse(text))
  if (!result.success)
    return {
      hash,
      problems: result.error.issues.map(
        (issue) => `${reviewFile(guideId)}: ${issue.path.join('.')}: ${issue.message}`,
      ),
      current: false,
    }
  const record = result.data
  return {
    hash,
    record,
    problems: reviewProblems(record, guideId, served).map((problem) => `${reviewFile(guideId)}: ${problem}`),
    current: record.hash === hash,
  }
}

/** The review object content:status prints for a guide, or null when it has no record. */
export function reviewStatus(state: ReviewState) {
  if (!state.record) return null
  const { average, lowestAxis } = reviewScores(state.record)
  const verdicts = state.record.claims.map((claim) => claim.verdict)
  return {
    current: state.current,
    hash: state.hash,
    recordHash: state.record.hash,
    reviewed: state.record.reviewed,
    average,
    lowestAxis,
    claims: verdicts.length,
    wrong: verdicts.filter((verdict) => verdict === 'wrong').length,
    problems: state.problems.length,
    unconfirmed: verdicts.filter((verdict) => verdict === 'unconfirmed-marked').length,
    passes:
      state.current &&
      state.problems.length === 0 &&
      !verdicts.includes('wrong') &&
      average >= 4.5 &&
      lowestAxis >= 4,
    line: reviewSummary(state.record, state.current),
  }
}
