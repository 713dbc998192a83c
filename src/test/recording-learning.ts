import { emptyProgress } from '@/learning/progress'
import type { Learning } from '@/learning/learning-context'

type Reading = Parameters<Learning['recordReading']>[1]

/** A Learning that records what the tracker and the reading clock report to it. */
export function recordingLearning() {
  const readings: { articleId: string; reading: Reading; at: Date }[] = []
  const seconds: number[] = []
  const learning: Learning = {
    subscribe: () => () => undefined,
    progress: () => emptyProgress,
    notebook: () => null,
    editNotebook: () => undefined,
    sync: () => null,
    recordReading: (articleId, reading, at) => void readings.push({ articleId, reading, at }),
    markArticle: () => undefined,
    addReadingSeconds: (count) => void seconds.push(count),
    retrySync: () => undefined,
    clearAll: async () => undefined,
    forgetAccount: async () => undefined,
  }
  return { learning, readings, seconds, total: () => seconds.reduce((sum, count) => sum + count, 0) }
}
