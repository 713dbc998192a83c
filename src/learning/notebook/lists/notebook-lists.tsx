import { Bell, Bookmark, ListTodo, NotebookText, RefreshCw, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useGuideMarks } from '@/components/section/guide-marks'
import { UpdatedMark } from '@/components/section/updated-mark'
import { Button } from '@/components/ui/button'
import { cardVariants } from '@/components/ui/card'
import { PageLink } from '@/routes/page-link'
import { useLearning, useNotebook } from '../../learning-context'
import { bookmarkEdit, followEdit } from '../notebook-edits'
import type { NotebookListRows, NotebookView } from '../notebook-state'
import { useGuideOutlines, type GuideOutline } from './guide-outlines'

const card = cardVariants({ tone: 'plain', padding: 'lg', className: 'space-y-4' })

/**
 * The learning page's notebook: the guides changed since the reader read them, guides followed
 * with their newest change, bookmarks newest first, notes by guide and section, and checklists
 * under way.
 */
export function NotebookLists() {
  const notebook = useNotebook()
  const { updated } = useGuideMarks()
  const ids = notebook
    ? [
        ...updated,
        ...[...notebook.follows, ...notebook.bookmarks, ...notebook.notes, ...notebook.ticks].map(
          (row) => row.article_id,
        ),
      ]
    : []
  const outlines = useGuideOutlines(ids)
  if (!notebook) return null
  return (
    <>
      <UpdatedList updated={updated} outlines={outlines} />
      <FollowList follows={notebook.follows} outlines={outlines} />
      <BookmarkList notebook={notebook} outlines={outlines} />
      <NoteList notebook={notebook} outlines={outlines} />
      <ChecklistList notebook={notebook} outlines={outlines} />
    </>
  )
}

interface ListProps {
  notebook: NotebookListRows
  outlines: Record<string, GuideOutline>
}

function ListSection({
  id,
  icon,
  title,
  empty,
  children,
}: {
  id: string
  icon: React.ReactNode
  title: string
  empty: string | null
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </section>
  )
}

/** A change's line under a listed guide: its date and what changed. */
function ChangeLine({ change }: { change: GuideOutline['newestChange'] }) {
  const { t } = useTranslation('learning')
  if (!change) return null
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      {t('notebook.follows.newest', {
        date: new Date(`${change.date}T00:00:00`),
        formatParams: { date: { dateStyle: 'long' } },
        text: change.text,
      })}
    </p>
  )
}

/** The mark before a listed guide that changed since the reader read it (its row is `relative`). */
function RowMark({ articleId, updated }: { articleId: string; updated: ReadonlySet<string> }) {
  return updated.has(articleId) ? <UpdatedMark placement="dot" className="-left-3" /> : null
}

/**
 * The guides changed since the reader completed or bookmarked them, each with its newest change:
 * shown only when there is one, the page being the reader's own and quiet otherwise.
 */
function UpdatedList({
  updated,
  outlines,
}: {
  updated: ReadonlySet<string>
  outlines: Record<string, GuideOutline>
}) {
  const { t } = useTranslation('learning')
  const rows = [...updated].flatMap((id) => outlines[id] ?? [])
  if (rows.length === 0) return null
  return (
    <ListSection
      id="updated-title"
      icon={<RefreshCw aria-hidden="true" className="size-5 text-primary" />}
      title={t('notebook.updated.title')}
      empty={null}
    >
      <p className="text-sm text-muted-foreground">{t('notebook.updated.intro')}</p>
      <ul className="divide-y" data-testid="updated-list">
        {rows.map((outline) => (
          <li key={outline.id} className="relative py-2">
            <PageLink to={outline.path} className="font-medium text-primary hover:underline">
              {outline.title}
              <RowMark articleId={outline.id} updated={updated} />
            </PageLink>
            <ChangeLine change={outline.newestChange} />
          </li>
        ))}
      </ul>
    </ListSection>
  )
}

/** "Remove" beside a listed record; its name says which ("Remove the bookmark …"). */
function RemoveButton({ label, short, onRemove }: { label: string; short: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onRemove}>
      <X aria-hidden="true" />
      {short}
    </Button>
  )
}

function FollowList({
  follows,
  outlines,
}: {
  follows: NotebookView['follows']
  outlines: Record<string, GuideOutline>
}) {
  const { t } = useTranslation('learning')
  const learning = useLearning()
  const { updated } = useGuideMarks()
  const rows = follows.filter((row) => outlines[row.article_id])
  return (
    <ListSection
      id="follows-title"
      icon={<Bell aria-hidden="true" className="size-5 text-primary" />}
      title={t('notebook.follows.title')}
      empty={rows.length ? null : t('notebook.follows.none')}
    >
      <ul className="divide-y" data-testid="follow-list">
        {rows.map((row) => {
          const outline = outlines[row.article_id]!
          return (
            <li key={row.article_id} className="relative flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <PageLink to={outline.path} className="font-medium text-primary hover:underline">
                  {outline.title}
                  <RowMark articleId={row.article_id} updated={updated} />
                </PageLink>
                <ChangeLine change={outline.newestChange} />
              </div>
              <RemoveButton
                label={t('notebook.follows.remove', { name: outline.title })}
                short={t('notebook.follows.removeShort')}
                onRemove={() =>
                  learning?.editNotebook('follow', followEdit(row, row.article_id, false, new Date()))
                }
              />
            </li>
          )
        })}
      </ul>
    </ListSection>
  )
}

function BookmarkList({ notebook, outlines }: ListProps) {
  const { t } = useTranslation('learning')
  const learning = useLearning()
  const { updated } = useGuideMarks()
  const rows = notebook.bookmarks.filter((row) => outlines[row.article_id])
  return (
    <ListSection
      id="bookmarks-title"
      icon={<Bookmark aria-hidden="true" className="size-5 text-primary" />}
      title={t('notebook.bookmarks.title')}
      empty={rows.length ? null : t('notebook.bookmarks.none')}
    >
      <ul className="divide-y" data-testid="bookmark-list">
        {rows.map((row) => {
          const outline = outlines[row.article_id]!
          const name = row.section_id
            ? `${outline.title} · ${outline.headings[row.section_id] ?? row.section_id}`
            : outline.title
          return (
            <li
              key={`${row.article_id}#${row.section_id}`}
              className="relative flex items-center justify-between gap-3 py-2"
            >
              <PageLink
                to={outline.path}
                hash={row.section_id || undefined}
                className="min-w-0 font-medium text-primary hover:underline"
              >
                {name}
                <RowMark articleId={row.article_id} updated={updated} />
              </PageLink>
              <RemoveButton
                label={t('notebook.bookmarks.remove', { name })}
                short={t('notebook.bookmarks.removeShort')}
                onRemove={() =>
                  learning?.editNotebook(
                    'bookmark',
                    bookmarkEdit(row, row.article_id, row.section_id, false, new Date()),
                  )
                }
              />
            </li>
          )
        })}
      </ul>
    </ListSection>
  )
}

function NoteList({ notebook, outlines }: ListProps) {
  const { t } = useTranslation('learning')
  const guides = Object.values(outlines).filter((outline) =>
    notebook.notes.some((row) => row.article_id === outline.id),
  )
  return (
    <ListSection
      id="notes-title"
      icon={<NotebookText aria-hidden="true" className="size-5 text-primary" />}
      title={t('notebook.notes.title')}
      empty={guides.length ? null : t('notebook.notes.none')}
    >
      <div className="space-y-6" data-testid="note-list">
        {guides.map((outline) => {
          const notes = notebook.notes
            .filter((row) => row.article_id === outline.id)
            .sort((first, second) => Number(first.section_id.slice(8)) - Number(second.section_id.slice(8)))
          return (
            <article key={outline.id} aria-labelledby={`notes-${outline.id}`}>
              <h3 id={`notes-${outline.id}`} className="font-semibold">
                <PageLink to={outline.path} className="text-primary hover:underline">
                  {outline.title}
                </PageLink>
              </h3>
              {notes.map((row) => (
                <div key={row.section_id} className="mt-3 border-l-2 border-l-primary/40 pl-3">
                  <h4 className="text-sm font-medium">
                    <PageLink to={outline.path} hash={row.section_id} className="hover:underline">
                      {outline.headings[row.section_id] ?? row.section_id}
                    </PageLink>
                  </h4>
                  <p className="mt-1 text-sm leading-6 whitespace-pre-wrap">{row.body}</p>
                </div>
              ))}
            </article>
          )
        })}
      </div>
    </ListSection>
  )
}

function ChecklistList({ notebook, outlines }: ListProps) {
  const { t } = useTranslation('learning')
  const guides = Object.values(outlines).flatMap((outline) => {
    const ticked = new Set(
      notebook.ticks.filter((row) => row.article_id === outline.id).map((row) => row.step_id),
    )
    const done = outline.steps.filter((step) => ticked.has(step.id)).length
    return done > 0 ? [{ outline, done, total: outline.steps.length }] : []
  })
  return (
    <ListSection
      id="checklists-title"
      icon={<ListTodo aria-hidden="true" className="size-5 text-primary" />}
      title={t('notebook.checklists.title')}
      empty={guides.length ? null : t('notebook.checklists.none')}
    >
      <ul className="space-y-3" data-testid="checklist-list">
        {guides.map(({ outline, done, total }) => (
          <li key={outline.id}>
            <div className="flex justify-between gap-3 text-sm">
              <PageLink to={outline.path} className="font-medium text-primary hover:underline">
                {outline.title}
              </PageLink>
              <span className="shrink-0 text-muted-foreground">
                {t('notebook.checklists.steps', { done, total })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={outline.title}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${(done / total) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </ListSection>
  )
}
