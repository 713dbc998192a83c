import type { Learning } from '@/learning/learning-context'
import { emptyProgress } from '@/learning/progress'

/** A Learning that holds nothing and ignores every action, but the ones a test gives. */
export function quietLearning(overrides: Partial<Learning> = {}): Learning {
  return {
    subscribe: () => () => undefined,
    progress: () => emptyProgress,
    notebook: () => null,
    editNotebook: () => undefined,
    sync: () => null,
    recordReading: () => undefined,
    markArticle: () => undefined,
    addReadingSeconds: () => undefined,
    retrySync: () => undefined,
    demand: () => undefined,
    importQuestion: () => null,
    answerImport: () => undefined,
    beforeSessionCloses: () => () => undefined,
    whenOpen: () => new Promise(() => {}),
    flushPending: () => undefined,
    clearAll: async () => undefined,
    forgetAccount: async () => undefined,
    ...overrides,
  }
}
