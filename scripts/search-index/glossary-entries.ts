import type { GlossaryTerm } from '../../src/glossary/glossary-schema'
import type { IndexedPage } from '../../src/search/index-format'

type Language = 'zh' | 'en'

/**
 * Each glossary term as an entry of the glossary page, so that each is a result of its own: no
 * title (the page's title would make every term match "glossary"), one part whose heading is the
 * term's names, the page's language first (ranked as a heading match, and the result's title),
 * whose anchor is the term's id, as the page renders it, and whose text is the definition.
 */
export function glossaryEntries(
  terms: readonly GlossaryTerm[],
  language: Language,
  glossaryPath: string,
): IndexedPage[] {
  const other: Language = language === 'zh' ? 'en' : 'zh'
  return terms.map((term) => ({
    path: glossaryPath,
    title: '',
    section: '/glossary',
    parts: [
      {
        heading: [
          ...new Set([term[language], term[other], ...term.aliases[language], ...term.aliases[other]]),
        ].join(' · '),
        anchor: term.id,
        text: term.definition[language],
      },
    ],
  }))
}
