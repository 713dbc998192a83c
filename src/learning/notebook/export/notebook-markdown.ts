import { withLanguagePrefix } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import type { GuideOutline } from '../lists/guide-outlines'
import type { NotebookView } from '../notebook-state'

export interface MarkdownLabels {
  title: string
  exported: string
  bookmarks: string
  notes: string
  checklists: string
  steps: (done: number, total: number) => string
  none: string
}

const link = (text: string, path: string, language: Language, hash = '') =>
  `[${text.replace(/[[\]]/g, '\\$&')}](${withLanguagePrefix(path, language)}${hash ? `#${hash}` : ''})`

/** A note's line as Markdown: a hard line break after it, and a leading mark that would start a heading or list taken as text. */
const noteLine = (line: string) => (line.trim() ? `${line.replace(/^(\s*)([#>*+-]|\d+\.)/, '$1\\$2')}  ` : '')

/**
 * The notebook as one Markdown file: bookmarks, then notes under their guide's and section's
 * headings, then each checklist with its ticks. A note's line breaks are kept as its own lines.
 */
export function notebookMarkdown(
  notebook: NotebookView,
  outlines: Record<string, GuideOutline>,
  labels: MarkdownLabels,
  language: Language,
): string {
  const lines = [`# ${labels.title}`, '', labels.exported, '', `## ${labels.bookmarks}`, '']
  const known = <Row extends { article_id: string }>(rows: Row[]) =>
    rows.filter((row) => outlines[row.article_id])
  const bookmarks = known(notebook.bookmarks)
  for (const row of bookmarks) {
    const outline = outlines[row.article_id]!
    const name = row.section_id
      ? `${outline.title} · ${outline.headings[row.section_id] ?? row.section_id}`
      : outline.title
    lines.push(`- ${link(name, outline.path, language, row.section_id)}`)
  }
  if (!bookmarks.length) lines.push(labels.none)

  lines.push('', `## ${labels.notes}`, '')
  const notes = known(notebook.notes)
  const guidesWithNotes = [...new Set(notes.map((row) => row.article_id))]
  for (const id of guidesWithNotes) {
    const outline = outlines[id]!
    lines.push(`### ${outline.title}`, '')
    // In the guide's order (its ids are stable, not positions); a section since removed goes last.
    const order = Object.keys(outline.headings)
    const place = (sectionId: string) => (order.includes(sectionId) ? order.indexOf(sectionId) : order.length)
    const sections = notes
      .filter((row) => row.article_id === id)
      .sort((first, second) => place(first.section_id) - place(second.section_id))
    for (const row of sections)
      lines.push(
        `#### ${outline.headings[row.section_id] ?? row.section_id}`,
        '',
        ...row.body.split('\n').map(noteLine),
        '',
      )
  }
  if (!guidesWithNotes.length) lines.push(labels.none, '')

  lines.push(`## ${labels.checklists}`, '')
  const ticked = new Set(known(notebook.ticks).map((row) => `${row.article_id}#${row.step_id}`))
  const guidesWithTicks = [...new Set(known(notebook.ticks).map((row) => row.article_id))]
  for (const id of guidesWithTicks) {
    const outline = outlines[id]!
    const done = outline.steps.filter((step) => ticked.has(`${id}#${step.id}`)).length
    lines.push(`### ${outline.title} (${labels.steps(done, outline.steps.length)})`, '')
    for (const step of outline.steps)
      lines.push(`- [${ticked.has(`${id}#${step.id}`) ? 'x' : ' '}] ${step.title}`)
    lines.push('')
  }
  if (!guidesWithTicks.length) lines.push(labels.none, '')
  return `${lines.join('\n').trimEnd()}\n`
}
