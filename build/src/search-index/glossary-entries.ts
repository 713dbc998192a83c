import type { GlossaryTerm } from '@super-individual/content'
import type { IndexedPage } from '../../../src/search/index-format'

/**
 * Each glossary term as an entry of the glossary page, so that each is a result of its own: no
 * title (the page's title would make every term match "glossary"), one part whose heading is the
 * term's names in the page's language (ranked as a heading match, and shown as the result's title;
 * the other language's names find it through the glossary pairs), whose anchor is the term's id,
 * as the page renders it, and whose text is the definition.
 */
export function glossaryEntries(
  terms: readonly GlossaryTerm[],
  language: 'zh' | 'en',
  glossaryPath: string,
): IndexedPage[] {
  return terms.map((term) => ({
    path: glossaryPath,
    title: '',
    section: '/glossary',
    parts: [
      {
        heading: [term[language], ...term.aliases[language]].join(' · '),
        anchor: term.id,
        text: term.definition[language],
      },
    ],
  }))
}
