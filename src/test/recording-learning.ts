import type { Learning } from '@/learning/learning-context'
import { quietLearning } from './quiet-learning'

type Reading = Parameters<Learning['recordReading']>[1]

/** A Learning that records what the tracker and the reading clock report to it. */
export function recordingLearning() {
  const readings: { articleId: string; reading: Reading; at: Date }[] = []
  const seconds: number[] = []
  const learning = quietLearning({
    recordReading: (articleId, reading, at) => void readings.push({ articleId, reading, at }),
    addReadingSeconds: (count) => void seconds.push(count),
  })
  return { learning, readings, seconds, total: () => seconds.reduce((sum, count) => sum + count, 0) }
}
