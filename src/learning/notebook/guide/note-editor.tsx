import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth'
import { useLearning, useNotebook, useSyncView } from '../../learning-context'
import { noteEdit } from '../notebook-edits'
import { NOTE_MAX_LENGTH } from '../notebook-rows'
import { useGuideNotebook } from './guide-notebook-context'

/** Typing pauses this long before the note is saved; leaving the box saves at once. */
const SAVE_AFTER_MS = 500

/** A section's note, edited in place: saved in this browser as the reader types, and sent from there. */
export function NoteEditor({ sectionId, heading }: { sectionId: string; heading: string }) {
  const { t } = useTranslation('guides')
  const learning = useLearning()
  const guide = useGuideNotebook()
  const { user } = useAuth()
  const sync = useSyncView()
  const articleId = guide?.articleId
  const stored = useNotebook()?.notes.find(
    (row) => row.article_id === articleId && row.section_id === sectionId,
  )
  const [text, setText] = useState(stored?.body ?? '')
  const [saved, setSaved] = useState(true)
  // What was typed, stamped with the owner it was typed for: a save that lands after a sign-out (or
  // another tab's) reaches that owner's session or nobody's, never the next reader's.
  const unsaved = useRef<{ body: string; owner: string | null } | null>(null)
  const owner = user?.id ?? null
  const id = useId()

  const target = useRef({ learning, articleId, sectionId })
  useLayoutEffect(() => {
    target.current = { learning, articleId, sectionId }
  })
  const save = useCallback(() => {
    const { learning: store, articleId: article, sectionId: section } = target.current
    if (unsaved.current === null || !store || !article) return
    const { body, owner: typedFor } = unsaved.current
    store.editNotebook('note', noteEdit(article, section, body, new Date()), typedFor)
    unsaved.current = null
    setSaved(true)
  }, [])
  // The owner's session closing (sign-out here or in another tab) saves what is still pending first.
  useEffect(() => learning?.beforeSessionCloses(save), [learning, save])
  useEffect(() => {
    if (saved) return
    const timer = window.setTimeout(save, SAVE_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [text, saved, save])
  // Opening the note is asking to write in it; closing it (or leaving the page) never drops what was typed.
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    box.current?.focus()
    return save
  }, [save])

  const rejected = sync?.rejected.some(
    (record) => record.kind === 'note' && record.key === `${articleId}#${sectionId}`,
  )
  const status = !saved
    ? t('notebook.note.saving')
    : !user
      ? t('notebook.note.savedHere')
      : rejected
        ? t('notebook.note.rejected')
        : sync?.problem === 'full'
          ? t('notebook.note.full')
          : sync?.state === 'offline'
            ? t('notebook.note.offline')
            : t('notebook.note.saved')

  return (
    <div className="mt-3 rounded-lg border border-border bg-muted/40 p-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t('notebook.note.label', { heading })}
      </label>
      <textarea
        id={id}
        ref={box}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={5}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          setText(event.target.value)
          unsaved.current = { body: event.target.value, owner }
          setSaved(false)
        }}
        onBlur={save}
        className="mt-2 block w-full rounded-md border border-input bg-background p-2 text-sm leading-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <p id={`${id}-status`} role="status" data-testid="note-status">
          {status}
        </p>
        <p>{t('notebook.note.length', { count: text.length, max: NOTE_MAX_LENGTH })}</p>
      </div>
      <button
        type="button"
        className="mt-2 text-sm font-medium text-primary hover:underline"
        onClick={() => guide?.act({ type: 'note', sectionId })}
      >
        {t('notebook.note.close')}
      </button>
    </div>
  )
}
