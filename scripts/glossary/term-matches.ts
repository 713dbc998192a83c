/**
 * Where a glossary term's names and aliases occur in a guide's text, for the build (the guides that
 * use a term, the marks in a guide) and for check:glossary. Chinese is matched anywhere, as the
 * site's search matches it; a Latin-script name only as a whole word (an English plural "s" or "es"
 * included), and an all-capital or mixed-case name such as EIN or MoR only in that case.
 */
export type Language = 'zh' | 'en'

export interface MatchableTerm {
  id: string
  zh: string
  en: string
  aliases: Record<Language, readonly string[]>
}

/** A found name: its place in one text, in UTF-16 units as JavaScript strings count them. */
export interface TermMatch {
  term: string
  start: number
  end: number
}

const hasHan = (name: string) => /\p{Script=Han}/u.test(name)
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The names a term is known by in one language, longest first so a longer name wins a tie. */
export function namesOf(term: MatchableTerm, language: Language): string[] {
  return [...new Set([term[language], ...term.aliases[language]])].sort((a, b) => b.length - a.length)
}

function namePattern(name: string): RegExp {
  if (hasHan(name)) return new RegExp(escape(name), 'g')
  const caseSensitive = /[A-Z]/.test(name.slice(1))
  return new RegExp(`(?<![A-Za-z0-9])${escape(name)}(?:e?s)?(?![A-Za-z0-9])`, caseSensitive ? 'g' : 'gi')
}

/** Every occurrence of any of the names in a text. */
export function occurrences(text: string, names: readonly string[]): { start: number; end: number }[] {
  return names.flatMap((name) => [...text.matchAll(namePattern(name))].map((match) => ({ start: match.index, end: match.index + match[0].length })))
}

export function mentions(text: string, term: MatchableTerm, language: Language): boolean {
  return occurrences(text, namesOf(term, language)).length > 0
}

/**
 * The first use of each term across texts read in order: in each text the matches of terms not yet
 * marked, earliest first and the longer of two that start together, none overlapping another.
 * Returns, per text, the marks it holds.
 */
export function firstUses(texts: readonly string[], terms: readonly MatchableTerm[], language: Language): TermMatch[][] {
  const marked = new Set<string>()
  const names = terms.map((term) => ({ id: term.id, names: namesOf(term, language) }))
  return texts.map((text) => {
    const candidates = names
      .filter((term) => !marked.has(term.id))
      .flatMap((term) => occurrences(text, term.names).map((place) => ({ term: term.id, ...place })))
      .sort((a, b) => a.start - b.start || b.end - a.end)
    const marks: TermMatch[] = []
    for (const candidate of candidates) {
      if (marked.has(candidate.term) || marks.some((mark) => candidate.start < mark.end && mark.start < candidate.end)) continue
      marks.push(candidate)
      marked.add(candidate.term)
    }
    return marks
  })
}
