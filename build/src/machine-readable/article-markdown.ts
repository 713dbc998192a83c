import type { Article, ArticleBlock, ArticleSection, ArticleSource } from '@super-individual/content'
import { changeLogDates } from './json-ld'
import { fill, textAt, type LanguageResources } from './locale-text'

type Label = (key: string, values?: Record<string, string>) => string

/** A fence longer than any run of backticks in the text, so code holding ``` cannot close it. */
function fenced(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map(([run]) => run.length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}`
}

/** One table cell: a pipe would end the cell and a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

function table(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n')
}

const link = (label: string, url: string) => `[${label.replace(/[[\]]/g, '\\$&')}](${url})`

function sourceLine(label: Label, source: ArticleSource): string {
  return `${link(source.label, source.url)}${source.primary ? '' : ` (${label('secondary')})`}`
}

function dates(label: Label, { asOf, checked }: { asOf: string; checked?: string }): string {
  return [label('asOf', { month: asOf }), ...(checked ? [label('checked', { date: checked })] : [])].join(
    ', ',
  )
}

function block(label: Label, item: ArticleBlock): string {
  switch (item.type) {
    case 'code':
      return [
        ...(item.title ? [`**${item.title}**`] : []),
        fenced(item.code, item.language === 'text' ? '' : item.language),
      ].join('\n\n')
    case 'template':
      return `**${label('template')}: ${item.title}**\n\n${fenced(item.text, 'text')}`
    case 'table':
      return `**${item.caption}**\n\n${table(item.columns, item.rows)}`
    case 'numbers':
      return `**${item.caption}**\n\n${table(
        [label('numbers.label'), label('numbers.value'), label('numbers.source'), label('numbers.dates')],
        item.rows.map((row) => [row.label, row.value, sourceLine(label, row.source), dates(label, row)]),
      )}`
    case 'callout':
      return `> **${label(item.tone)}:** ${item.text}`
    case 'fact':
      if ('unverified' in item) return `> ${item.text} (${label('unverified')})`
      return `> ${item.text}\n>\n> ${label('source')}: ${sourceLine(label, item.source)}; ${dates(label, item)}`
    case 'case':
      return [
        `**${item.name}**`,
        '',
        ...(['product', 'channel', 'pricing', 'published'] as const).map(
          (key) => `- ${label(`case.${key}`)}: ${item[key]}`,
        ),
        `- ${label('source')}: ${sourceLine(label, item.source)}; ${dates(label, item)}`,
      ].join('\n')
  }
}

function section(label: Label, part: ArticleSection): string {
  return [
    `## ${part.heading}`,
    ...part.paragraphs,
    ...(part.list ? [part.list.map((item) => `- ${item}`).join('\n')] : []),
    ...(part.steps
      ? [
          `### ${label('steps')}`,
          part.steps.map((step, index) => `${index + 1}. **${step.title}**: ${step.text}`).join('\n'),
        ]
      : []),
    ...(part.blocks ?? []).map((item) => block(label, item)),
  ].join('\n\n')
}

/**
 * A guide as Markdown for AI assistants and readers of plain text: every heading, paragraph, list,
 * step, table, figure, template and code block of the article JSON, each fact with its source and
 * dates, then the links and the change log. The words around them come from machine-readable.json `markdown`.
 */
export function articleMarkdown(article: Article, pageUrl: string, resources: LanguageResources): string {
  const label: Label = (key, values = {}) =>
    fill(textAt(resources, 'machine-readable', `markdown.${key}`), values)
  const { published, modified } = changeLogDates(article.changeLog)
  return `${[
    `# ${article.title}`,
    article.intro,
    [
      `- ${label('published')}: ${published}`,
      `- ${label('lastReviewed')}: ${modified}`,
      `- ${label('page')}: ${pageUrl}`,
    ].join('\n'),
    ...article.sections.map((part) => section(label, part)),
    `## ${label('resources')}`,
    article.resources.map((item) => `- ${link(item.label, item.url)}: ${item.description}`).join('\n'),
    `## ${label('changeLog')}`,
    [...article.changeLog]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((entry) => `- ${entry.date}: ${entry.text}`)
      .join('\n'),
  ].join('\n\n')}\n`
}
