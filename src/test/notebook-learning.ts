import { vi } from 'vitest'
import type { Learning } from '@/learning/learning-context'
import type { NotebookView } from '@/learning/notebook/notebook-state'
import { emptyProgress } from '@/learning/progress'

/** A Learning holding this notebook, recording the edits the page sends it. */
export function learningWith(notebook: NotebookView) {
  const editNotebook = vi.fn()
  const learning: Learning = {
    subscribe: () => () => undefined,
    progress: () => emptyProgress,
    notebook: () => notebook,
    editNotebook,
    sync: () => null,
    recordReading: () => undefined,
    markArticle: () => undefined,
    addReadingSeconds: () => undefined,
    retrySync: () => undefined,
    clearAll: async () => undefined,
    forgetAccount: async () => undefined,
  }
  return { learning, editNotebook }
}
