import { vi } from 'vitest'
import type { NotebookView } from '@/learning/notebook/notebook-state'
import { quietLearning } from './quiet-learning'

/** A Learning holding this notebook, recording the edits the page sends it. */
export function learningWith(notebook: NotebookView) {
  const editNotebook = vi.fn()
  const learning = quietLearning({ notebook: () => notebook, editNotebook })
  return { learning, editNotebook }
}
