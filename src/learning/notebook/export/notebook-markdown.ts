import { withLanguagePrefix } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import type { GuideOutline } from '../lists/guide-outlines'
import type { NotebookListRows } from '../notebook-state'

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

/**
 * A `javascript:` link in a note keeps its text only: a viewer that renders the file would run it
 * (its address may hold one level of parentheses, as in `alert(1)`).
 */
const withoutScriptLinks = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\(\s*javascript:(?:[^()]|\([^()]*\))*\)/gi, '$1')
    .replace(/<\s*javascript:[^>]*>/gi, '')

/**
 * A note as a fenced block, its fence longer than any run of backticks in it, so that nothing a
 * learner typed (a fence, a heading, HTML) can change the file around it or be rendered.
 */
function fencedNote(body: string): string[] {
  const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(Math.max(3, longestRun + 1))
  return [`${fence}text`, ...withoutScriptLinks(body).split('\n'), fence]
}

/**
 * The notebook as one Markdown file: bookmarks, then notes under their guide's and section's
 * headings, then each checklist with its ticks. A note keeps its lines, as a block of text.
 */
export function notebookMarkdown(
  notebook: NotebookListRows,
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
        ...fencedNote(row.body),
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
