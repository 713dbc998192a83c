import { vi } from 'vitest'
import type { NotebookListRows, NotebookView } from '@/learning/notebook/notebook-state'
import { quietLearning } from './quiet-learning'

/** A Learning holding this notebook (no follows or dismissals unless given), recording the edits the page sends it. */
export function learningWith(lists: NotebookListRows & Partial<NotebookView>) {
  const editNotebook = vi.fn()
  const notebook: NotebookView = { follows: [], dismissedAt: {}, ...lists }
  const learning = quietLearning({ notebook: () => notebook, editNotebook })
  return { learning, editNotebook }
}
