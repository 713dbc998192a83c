import type { GlossaryTerm } from '@super-individual/content'
import type { SynonymPair } from '../../../src/search/query-terms'

/**
 * The glossary's names for query expansion: each term's Chinese name and aliases, then its English
 * ones. Names only: the definitions would make a file every search fetches many times larger.
 */
export const glossaryPairs = (terms: readonly GlossaryTerm[]): SynonymPair[] =>
  terms.map((term) => [
    [term.zh, ...term.aliases.zh],
    [term.en, ...term.aliases.en],
  ])
