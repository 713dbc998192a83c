import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react'
import { useAuth } from '@/auth'
import { useLearning, useNotebook } from '../../learning-context'
import { bookmarkEdit, followEdit, tickEdit } from '../notebook-edits'
import type { GuideNotebook, NotebookAction } from './guide-notebook-context'
import { NoteEditor } from './note-editor'

interface ControllerProps {
  articleId: string
  stepIds: string[]
  pending: NotebookAction[]
  onDone: Dispatch<SetStateAction<NotebookAction[]>>
  onValue: (value: GuideNotebook) => void
}

/** The guide's notebook, live: reads the store, saves the reader's actions, renders nothing itself. */
export default function NotebookController({
  articleId,
  stepIds,
  pending,
  onDone,
  onValue,
}: ControllerProps) {
  const learning = useLearning()
  const notebook = useNotebook()
  const [openNote, setOpenNote] = useState<string | null>(null)
  // A sign-out or a sign-in (here or in another tab) closes the open note: nothing typed for one
  // owner stays on screen for the next.
  const owner = useAuth().user?.id ?? null
  const [openFor, setOpenFor] = useState(owner)
  if (openFor !== owner) {
    setOpenFor(owner)
    setOpenNote(null)
  }

  const value = useMemo((): GuideNotebook | null => {
    if (!notebook || !learning) return null
    const mine = <Row extends { article_id: string }>(rows: Row[]) =>
      rows.filter((row) => row.article_id === articleId)
    const bookmarks = new Set(mine(notebook.bookmarks).map((row) => row.section_id))
    const notes = new Set(mine(notebook.notes).map((row) => row.section_id))
    const steps = new Set(stepIds)
    const ticks = new Set(
      mine(notebook.ticks)
        .map((row) => row.step_id)
        .filter((id) => steps.has(id)),
    )
    const bookmarkRows = new Map(mine(notebook.bookmarks).map((row) => [row.section_id, row]))
    const follow = mine(notebook.follows)[0]
    const act = (action: NotebookAction) => {
      const at = new Date()
      if (action.type === 'note') setOpenNote((open) => (open === action.sectionId ? null : action.sectionId))
      else if (action.type === 'tick')
        learning.editNotebook('tick', tickEdit(articleId, action.stepId, action.ticked, at))
      else if (action.type === 'follow')
        learning.editNotebook('follow', followEdit(follow, articleId, !follow, at))
      else
        learning.editNotebook(
          'bookmark',
          bookmarkEdit(
            bookmarkRows.get(action.sectionId),
            articleId,
            action.sectionId,
            !bookmarks.has(action.sectionId),
            at,
          ),
        )
    }
    return {
      articleId,
      bookmarked: (sectionId) => bookmarks.has(sectionId),
      hasNote: (sectionId) => notes.has(sectionId),
      ticked: (stepId) => ticks.has(stepId),
      followed: follow !== undefined,
      openNote,
      notes: notes.size,
      ticks: ticks.size,
      act,
      NoteEditor,
    }
  }, [notebook, learning, articleId, stepIds, openNote])

  useEffect(() => {
    if (!value) return
    onValue(value)
    if (!pending.length) return
    pending.forEach((action) => value.act(action))
    onDone((actions) => actions.slice(pending.length))
  }, [value, pending, onDone, onValue])
  return null
}
