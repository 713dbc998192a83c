import { Bookmark, CircleCheck, StickyNote } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { withLanguagePrefix } from '@/i18n/language-path'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { cn } from '@/lib/cn'
import { useGuideNotebook } from './guide-notebook-context'

// The notebook's controls on a guide: prerendered as they are, live once the notebook's code has
// loaded (guide-notebook.tsx). They never remount on that change, so focus stays where it was.

/** Bookmark and note buttons beside a section's heading, and the note below it when open. */
export function SectionNotebookTools({ sectionId, heading }: { sectionId: string; heading: string }) {
  const { t } = useTranslation('guides')
  const notebook = useGuideNotebook()
  if (!notebook) return null
  const bookmarked = notebook.bookmarked(sectionId)
  const hasNote = notebook.hasNote(sectionId)
  const open = notebook.openNote === sectionId
  const noteId = `note-${sectionId}`
  return (
    <div className="flex shrink-0 gap-1" data-notebook-tools={sectionId}>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={bookmarked}
        aria-label={t('notebook.bookmarkSection', { heading })}
        title={t('notebook.bookmarkSection', { heading })}
        onClick={() => notebook.act({ type: 'bookmark', sectionId })}
        className={cn(bookmarked && 'text-primary')}
      >
        <Bookmark aria-hidden="true" className={cn(bookmarked && 'fill-current')} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={open ? noteId : undefined}
        aria-label={t(hasNote ? 'notebook.noteSaved' : 'notebook.note.open', { heading })}
        title={t(hasNote ? 'notebook.noteSaved' : 'notebook.note.open', { heading })}
        onClick={() => notebook.act({ type: 'note', sectionId })}
        className={cn('relative', hasNote && 'text-primary')}
      >
        <StickyNote aria-hidden="true" />
        {hasNote && (
          <span aria-hidden="true" className="absolute top-2 right-2 size-2 rounded-full bg-primary" />
        )}
      </Button>
    </div>
  )
}

/** The open note of a section, under its heading. */
export function SectionNote({ sectionId, heading }: { sectionId: string; heading: string }) {
  const notebook = useGuideNotebook()
  if (!notebook?.NoteEditor || notebook.openNote !== sectionId) return null
  return (
    <div id={`note-${sectionId}`}>
      <notebook.NoteEditor sectionId={sectionId} heading={heading} />
    </div>
  )
}

/** A step's box of the guide's checklist. */
export function StepBox({ stepId, title }: { stepId: string; title: string }) {
  const { t } = useTranslation('guides')
  const notebook = useGuideNotebook()
  // The box shows the reader's click at once; the store's answer follows a moment later.
  const [wanted, setWanted] = useState<boolean | null>(null)
  const ticked = notebook?.ticked(stepId) ?? false
  if (wanted !== null && wanted === ticked) setWanted(null)
  if (!notebook) return null
  return (
    <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        checked={wanted ?? ticked}
        aria-label={t('notebook.stepDone', { title })}
        onChange={(event) => {
          setWanted(event.target.checked)
          notebook.act({ type: 'tick', stepId, ticked: event.target.checked })
        }}
      />
      {t('notebook.done')}
    </label>
  )
}

/**
 * The guide's bookmark and follow toggle, its feed (build/src/feeds: followed without an account), its
 * steps ticked and its notes, under the header.
 */
export function GuideNotebookBar({ stepCount }: { stepCount: number }) {
  const { t } = useTranslation('guides')
  const { active } = useActiveLanguage()
  const notebook = useGuideNotebook()
  if (!notebook) return null
  const bookmarked = notebook.bookmarked('')
  const followed = notebook.followed
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-testid="guide-notebook">
      <Button
        variant="outline"
        size="sm"
        aria-pressed={bookmarked}
        onClick={() => notebook.act({ type: 'bookmark', sectionId: '' })}
      >
        <Bookmark aria-hidden="true" className={cn(bookmarked && 'fill-current text-primary')} />
        {t('notebook.bookmarkGuide')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={followed}
        onClick={() => notebook.act({ type: 'follow' })}
      >
        {/* The check the guide's chunk already carries: a bell icon of its own cost 0.2 KB gzip. */}
        {followed && <CircleCheck aria-hidden="true" className="text-primary" />}
        {t('notebook.follow')}
      </Button>
      <a
        href={withLanguagePrefix(`/feeds/${notebook.articleId}.xml`, active)}
        type="application/atom+xml"
        className="text-primary hover:underline"
      >
        {t('notebook.feed')}
      </a>
      <p aria-live="polite" className="flex flex-wrap gap-x-4 text-muted-foreground">
        {stepCount > 0 && (
          <span data-testid="steps-done">
            {t('notebook.steps', { done: notebook.ticks, total: stepCount })}
          </span>
        )}
        <span data-testid="note-count">{t('notebook.notes', { count: notebook.notes })}</span>
      </p>
    </div>
  )
}
