import { createContext, useContext, type ComponentType } from 'react'

/** What the reader asked for, done by the notebook's code once it has loaded. */
export type NotebookAction =
  | { type: 'bookmark'; sectionId: string }
  | { type: 'note'; sectionId: string }
  | { type: 'tick'; stepId: string; ticked: boolean }
  | { type: 'follow' }

/**
 * The notebook of the guide on screen, as its controls read it. Until its code has loaded (the
 * prerendered page, a reader who has not used it), nothing is saved and every action loads it.
 */
export interface GuideNotebook {
  articleId: string
  bookmarked(sectionId: string): boolean
  hasNote(sectionId: string): boolean
  ticked(stepId: string): boolean
  /** The reader follows the guide: its changes are listed on the learning page. */
  followed: boolean
  /** The section whose note is open, if any. */
  openNote: string | null
  notes: number
  ticks: number
  act(action: NotebookAction): void
  /** The note's editor; null until the code has loaded. */
  NoteEditor: ComponentType<{ sectionId: string; heading: string }> | null
}

const nothing = () => false

export const staticNotebook = (articleId: string, act: GuideNotebook['act']): GuideNotebook => ({
  articleId,
  bookmarked: nothing,
  hasNote: nothing,
  ticked: nothing,
  followed: false,
  openNote: null,
  notes: 0,
  ticks: 0,
  act,
  NoteEditor: null,
})

export const GuideNotebookContext = createContext<GuideNotebook | null>(null)

export const useGuideNotebook = () => useContext(GuideNotebookContext)
