import { withLanguagePrefix } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import type { Quote } from './use-answer'

export interface MarkdownLabels {
  heading: string
  guide: string
  source: string
  /** A quote's dates, as the page shows them. */
  dates: (quote: Quote) => string
  /** The labels of a figure the guide has not confirmed and of a source checked long ago. */
  unverified: string
  stale: string
}

const quoted = (text: string) => text.replace(/\n+/g, ' ')

/** A quote's link to its guide's section, on `origin` (the site's own address). */
export const sectionUrl = (origin: string, quote: Quote, language: Language) =>
  `${origin}${withLanguagePrefix(quote.guide.path, language)}#${quote.item.sectionId}`

/**
 * An answer as Markdown, to paste into notes or a chat: each quote as a block quote, its guide's
 * section link first, then its source and dates, every link absolute.
 */
export function answerMarkdown(
  quotes: readonly Quote[],
  origin: string,
  language: Language,
  labels: MarkdownLabels,
) {
  const lines = [`## ${labels.heading}`, '']
  quotes.forEach((quote, index) => {
    const { item, guide } = quote
    const context = item.context ? `${quoted(item.context)}: ` : ''
    lines.push(`${index + 1}. > ${context}${quoted(item.text)}`, '')
    lines.push(
      `   ${labels.guide}: [${guide.title[language]} › ${item.heading}](${sectionUrl(origin, quote, language)})`,
    )
    const dates = labels.dates(quote)
    if (item.source)
      lines.push(
        `   ${labels.source}: [${item.source.label}](${item.source.url})${dates ? ` · ${dates}` : ''}`,
      )
    else if (dates) lines.push(`   ${dates}`)
    // A copied figure keeps the warnings the page shows beside it.
    if (item.unverified) lines.push(`   ${labels.unverified}`)
    if (quote.stale) lines.push(`   ${labels.stale}`)
    lines.push('')
  })
  return lines.join('\n')
}
