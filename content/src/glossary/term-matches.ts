/**
 * Where a glossary term's names and aliases occur in a guide's text, for the build (the guides that
 * use a term, the marks in a guide) and for check:glossary. A Chinese name must begin and end where
 * ICU's dictionary puts a word boundary, so 合同 is not found inside 适合同时 (适合|同时) nor 版主
 * inside 国内版主要; a Latin-script name only as a whole word (an English plural "s" or "es"
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

// Compiled once per name: the build asks about every guide text for every term (at 1,000 guides,
// compiling a pattern per question was 8 of the 52 s the glossary took).
const patterns = new Map<string, RegExp>()
function namePattern(name: string): RegExp {
  let pattern = patterns.get(name)
  if (pattern) return pattern
  const caseSensitive = /[A-Z]/.test(name.slice(1))
  pattern = hasHan(name)
    ? new RegExp(escape(name), 'g')
    : new RegExp(`(?<![A-Za-z0-9])${escape(name)}(?:e?s)?(?![A-Za-z0-9])`, caseSensitive ? 'g' : 'gi')
  patterns.set(name, pattern)
  return pattern
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
// The build asks about the same guide texts once per term; segmenting each text once keeps
// check:glossary linear in the terms. Bounded so a long-lived dev server does not keep every edit.
const boundaryCache = new Map<string, ReadonlySet<number>>()

function wordBoundaries(text: string): ReadonlySet<number> {
  const cached = boundaryCache.get(text)
  if (cached) return cached
  const boundaries = new Set<number>([text.length])
  for (const { index } of segmenter.segment(text)) boundaries.add(index)
  if (boundaryCache.size >= 5000) boundaryCache.clear()
  boundaryCache.set(text, boundaries)
  return boundaries
}

// A text in lower case, to pass over a name it cannot hold without running the name's pattern
// (most terms are in few guides; running every pattern over every text was most of the glossary's time).
const loweredCache = new Map<string, string>()
function lowered(text: string): string {
  let lower = loweredCache.get(text)
  if (lower === undefined) {
    if (loweredCache.size >= 5000) loweredCache.clear()
    loweredCache.set(text, (lower = text.toLowerCase()))
  }
  return lower
}

/** Every occurrence of any of the names in a text. */
export function occurrences(text: string, names: readonly string[]): { start: number; end: number }[] {
  return names.flatMap((name) => {
    if (!lowered(text).includes(name.toLowerCase())) return []
    const places = [...text.matchAll(namePattern(name))].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }))
    if (!hasHan(name) || places.length === 0) return places
    const boundaries = wordBoundaries(text)
    return places.filter((place) => boundaries.has(place.start) && boundaries.has(place.end))
  })
}

export function mentions(text: string, term: MatchableTerm, language: Language): boolean {
  return occurrences(text, namesOf(term, language)).length > 0
}

/**
 * The first use of each term across texts read in order: in each text the matches of all terms,
 * earliest first and the longer of two that start together, none overlapping another; a match of a
 * term marked earlier takes its place without a mark, so 上下文 is not marked inside a later
 * 模型上下文协议. Returns, per text, the marks it holds.
 */
export function firstUses(
  texts: readonly string[],
  terms: readonly MatchableTerm[],
  language: Language,
): TermMatch[][] {
  const marked = new Set<string>()
  const names = terms.map((term) => ({ id: term.id, names: namesOf(term, language) }))
  return texts.map((text) => {
    const candidates = names
      .flatMap((term) => occurrences(text, term.names).map((place) => ({ term: term.id, ...place })))
      .sort((a, b) => a.start - b.start || b.end - a.end)
    const taken: TermMatch[] = []
    const marks: TermMatch[] = []
    for (const candidate of candidates) {
      if (taken.some((place) => candidate.start < place.end && place.start < candidate.end)) continue
      taken.push(candidate)
      if (marked.has(candidate.term)) continue
      marks.push(candidate)
      marked.add(candidate.term)
    }
    return marks
  })
}
