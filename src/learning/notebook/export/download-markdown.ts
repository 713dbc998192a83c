import type { SupabaseClient } from '@supabase/supabase-js'
import type { i18n as I18n } from 'i18next'
import { toSupportedLanguage } from '@/i18n/languages'
import { download } from '../../sync/export-data'
import { loadOutlines } from '../lists/guide-outlines'
import { exportNotebook } from '../notebook-api'
import type { BookmarkRow, NoteRow, TickRow } from '../notebook-rows'
import { notebookMarkdown } from './notebook-markdown'

/** "Export as Markdown": the account's notebook, with the guides' titles and headings in the language shown. */
export async function downloadNotebookMarkdown(client: SupabaseClient, i18n: I18n, now = new Date()) {
  const rows = await exportNotebook(client)
  const notebook = {
    bookmarks: rows.bookmarks as BookmarkRow[],
    notes: rows.notes as NoteRow[],
    ticks: rows.checklist_ticks as TickRow[],
  }
  const outlines = await loadOutlines(
    i18n,
    [...notebook.bookmarks, ...notebook.notes, ...notebook.ticks].map((row) => row.article_id),
  )
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  const text = notebookMarkdown(
    notebook,
    outlines,
    {
      title: i18n.t('learning:notebook.markdown.title', { lng: language }),
      exported: i18n.t('learning:notebook.markdown.exported', {
        lng: language,
        date: now,
        formatParams: { date: { dateStyle: 'long' } },
      }),
      bookmarks: i18n.t('learning:notebook.bookmarks.title', { lng: language }),
      notes: i18n.t('learning:notebook.notes.title', { lng: language }),
      checklists: i18n.t('learning:notebook.markdown.checklists', { lng: language }),
      steps: (done, total) => i18n.t('learning:notebook.checklists.steps', { lng: language, done, total }),
      none: i18n.t('learning:notebook.markdown.none', { lng: language }),
    },
    language,
  )
  download(`learning-notebook-${now.toISOString().slice(0, 10)}.md`, text, 'text/markdown')
}
