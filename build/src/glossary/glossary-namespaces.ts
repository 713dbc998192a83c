import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { GlossaryMarks, GlossaryTermsContent } from '../../../src/glossary/glossary-content'
import type { Article } from '@super-individual/content'
import type { GuideArticles } from '@super-individual/content/node'
import { loadCorpus } from '@super-individual/content/node'
import { markedTexts, proseTexts } from '@super-individual/content/node'
import { allTerms, readGlossary, type Glossary } from '@super-individual/content/node'
import { termMatcher, type TermMatcher } from '@super-individual/content/node'
import type { Language, MatchableTerm } from '@super-individual/content/node'
import { repoRoot } from '@super-individual/content/node'

const other = (language: Language): Language => (language === 'zh' ? 'en' : 'zh')

/** The guides whose text in this language names the term or one of its aliases, in route order. */
export function guidesUsing(guides: readonly GuideArticles[], language: Language, matcher: TermMatcher) {
  const named = guides.map((guide) => ({
    guide,
    ids: matcher.termsIn(proseTexts(guide.articles[language]).join('\n'), language),
  }))
  return (term: MatchableTerm) =>
    named
      .filter(({ ids }) => ids.has(term.id))
      .map(({ guide }) => ({ path: guide.path, title: guide.articles[language].title }))
}

/** The glossary page's content in one language. */
export function glossaryTerms(
  glossary: Glossary,
  guides: readonly GuideArticles[],
  language: Language,
  matcher = termMatcher(allTerms(glossary)),
): GlossaryTermsContent {
  const using = guidesUsing(guides, language, matcher)
  return {
    topics: glossary.topics.map((topic) => ({
      id: topic.id,
      title: topic.title[language],
      terms: topic.terms.map((term) => ({
        id: term.id,
        name: term[language],
        otherName: term[other(language)],
        aliases: [...new Set([...term.aliases[language], ...term.aliases[other(language)]])].filter(
          (alias) => alias !== term.zh && alias !== term.en,
        ),
        definition: term.definition[language],
        sources: term.sources,
        guides: using(term),
      })),
    })),
  }
}

/** One guide's marks in one language, and the popover's words for each term marked. */
export function glossaryMarks(
  glossary: Glossary,
  article: Pick<Article, 'sections'>,
  language: Language,
  matcher = termMatcher(allTerms(glossary)),
): GlossaryMarks {
  const terms = allTerms(glossary)
  const texts = markedTexts(article)
  const uses = matcher.firstUses(
    texts.map((text) => text.text),
    language,
  )
  const marks = Object.fromEntries(
    texts.flatMap((text, index) =>
      uses[index].length
        ? [[text.key, uses[index].map((use) => [use.start, use.end, use.term] as [number, number, string])]]
        : [],
    ),
  )
  const used = new Set(uses.flat().map((use) => use.term))
  return {
    terms: Object.fromEntries(
      terms
        .filter((term) => used.has(term.id))
        .map((term) => [
          term.id,
          { name: term[language], otherName: term[other(language)], definition: term.definition[language] },
        ]),
    ),
    marks,
  }
}

/** Writes `glossary-terms` and every published guide's `glossary-marks/<id>` into a build's locales. */
export function writeGlossaryNamespaces(
  outDir: string,
  {
    guides,
    glossary = readGlossary(),
    matcher = termMatcher(allTerms(glossary)),
  }: { guides: readonly GuideArticles[]; glossary?: Glossary; matcher?: TermMatcher },
): void {
  const localesDir = join(outDir, 'locales')
  for (const language of ['zh', 'en'] as const) {
    const files: [string, unknown][] = [
      ['glossary-terms', glossaryTerms(glossary, guides, language, matcher)],
      ...guides.map((guide): [string, unknown] => [
        `glossary-marks/${guide.id}`,
        glossaryMarks(glossary, guide.articles[language], language, matcher),
      ]),
    ]
    // Synchronous: two files a guide, and awaiting each in turn was a second at 1,000 guides.
    for (const [name, content] of files) {
      const file = join(localesDir, language, `${name}.json`)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(content))
    }
  }
}

/** One generated glossary namespace from the files as they are now (the dev server), or undefined for another name. */
export function glossaryNamespace(name: string, language: Language, root = repoRoot): unknown {
  const glossary = readGlossary()
  const { guides } = loadCorpus(root)
  if (name === 'glossary-terms') return glossaryTerms(glossary, guides, language)
  const id = /^glossary-marks\/([a-z0-9-]+\/[a-z0-9-]+)$/.exec(name)?.[1]
  const guide = guides.find((candidate) => candidate.id === id)
  return guide ? glossaryMarks(glossary, guide.articles[language], language) : undefined
}
