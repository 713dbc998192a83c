import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sha256, writeCacheFile } from '../node/build-caches.ts'
import { firstUses, mentions, type Language, type MatchableTerm, type TermMatch } from './term-matches.ts'

// What decides a match: after a change to it, nothing the old code found is reused.
const matchingCode = ['term-matches.ts', 'term-match-cache.ts']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\0')

type StoredMarks = [term: string, start: number, end: number][][]
interface Stored {
  terms: Record<string, string[]>
  marks: Record<string, StoredMarks>
}

/** Files of other glossaries kept beside the current one (a branch switched back and forth). */
const keptGlossaries = 3

export interface TermMatcher {
  /** The ids of the terms a text names, by a name or an alias, in this language. */
  termsIn(text: string, language: Language): ReadonlySet<string>
  /** `firstUses` of term-matches.ts over one guide's texts. */
  firstUses(texts: readonly string[], language: Language): TermMatch[][]
  /** How many answers were worked out rather than found in the cache. */
  readonly matched: number
  /** Writes this run's answers for the next build (a matcher without a cache folder keeps nothing). */
  save(): void
}

function readStored(file: string | undefined): Stored {
  if (!file) return { terms: {}, marks: {} }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stored
  } catch {
    return { terms: {}, marks: {} }
  }
}

/**
 * The glossary's term matching for a build, remembered per text: the build asks which terms each
 * guide names three times (the check, the glossary page, the marks), and at 1,000 guides working it
 * out took about 20 s. With `cacheDir`, answers are kept between builds, keyed by the glossary and
 * each text, so a rebuild after one edited guide matches only that guide.
 */
export function termMatcher(
  terms: readonly MatchableTerm[],
  { cacheDir }: { cacheDir?: string } = {},
): TermMatcher {
  const glossaryKey = sha256(
    [matchingCode, JSON.stringify(terms.map(({ id, zh, en, aliases }) => [id, zh, en, aliases]))].join('\0'),
  ).slice(0, 16)
  const file = cacheDir && join(cacheDir, `${glossaryKey}.json`)
  const earlier = readStored(file)
  const used: Stored = { terms: {}, marks: {} }
  const sets = new Map<string, ReadonlySet<string>>()
  let matched = 0

  return {
    termsIn(text, language) {
      const key = sha256(`${language}\0${text}`)
      let set = sets.get(key)
      if (set) return set
      let ids = earlier.terms[key]
      if (!ids) {
        ids = terms.filter((term) => mentions(text, term, language)).map((term) => term.id)
        matched += 1
      }
      used.terms[key] = ids
      sets.set(key, (set = new Set(ids)))
      return set
    },
    firstUses(texts, language) {
      const key = sha256(`${language}\0${texts.join('\0')}`)
      let marks = used.marks[key] ?? earlier.marks[key]
      if (!marks) {
        marks = firstUses(texts, terms, language).map((uses) =>
          uses.map((use) => [use.term, use.start, use.end]),
        )
        matched += 1
      }
      used.marks[key] = marks
      return marks.map((uses) => uses.map(([term, start, end]) => ({ term, start, end })))
    },
    get matched() {
      return matched
    },
    save() {
      if (!cacheDir || !file) return
      mkdirSync(cacheDir, { recursive: true })
      writeCacheFile(file, JSON.stringify(used))
      const older = readdirSync(cacheDir)
        .filter((name) => name.endsWith('.json') && name !== `${glossaryKey}.json`)
        .map((name) => ({ name, time: statSync(join(cacheDir, name)).mtimeMs }))
        .sort((a, b) => b.time - a.time)
        .slice(keptGlossaries - 1)
      for (const { name } of older) rmSync(join(cacheDir, name), { force: true })
    },
  }
}
