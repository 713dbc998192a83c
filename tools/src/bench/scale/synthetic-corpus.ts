/**
 * The synthetic corpus of `npm run bench:scale`: grows a copy of the repo to N guides. Each new guide
 * takes the shape of a real one (its sections, blocks, facts, code and dates, so it passes
 * check:articles) and its prose from real sentences of all guides, recombined at random, so the text
 * compresses and indexes like the real corpus. It sits in its template's section and sidebar group.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { testedManifest } from '@super-individual/content/node'
import {
  articleIdOf,
  formatGuideEntries,
  readGuideData,
  type GuideEntry,
} from '@super-individual/content/node'
import { writeGuidePaths } from '@super-individual/content/node'
import { seededRandom, type Random } from './seeded-random'
import { joinSentences, sentencesOf, type Language } from './sentences'

type Json = Record<string, unknown>
interface Section {
  heading: string
  paragraphs: string[]
  list?: string[]
  steps?: { text: string }[]
  blocks?: Json[]
}
interface Article extends Json {
  title: string
  intro: string
  sections: Section[]
}
interface Pool {
  sentences: string[]
  headings: string[]
}

const languages: Language[] = ['zh', 'en']
const sampleTitle = {
  zh: (title: string, n: number) => `${title}（样例 ${n}）`,
  en: (title: string, n: number) => `${title} (sample ${n})`,
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
const articleFile = (repo: string, language: Language, id: string) =>
  join(repo, 'public', 'locales', language, 'articles', `${id}.json`)

/**
 * The real guides (drafts left out), each with its article in both languages, taking the sections
 * in turn (the first of each, then the second of each…), so that even a few new guides reach every
 * section and many keep the sections' proportions.
 */
function realGuides(repo: string) {
  const data = readGuideData(join(repo, 'content', 'routes'))
  const ranked = Object.entries(data).flatMap(([section, entries]) =>
    entries
      .filter((entry) => !entry.draft)
      .map((entry, rank) => {
        const id = articleIdOf(section, entry.path)
        const article = Object.fromEntries(
          languages.map((language) => [language, readJson(articleFile(repo, language, id))]),
        ) as Record<Language, Article>
        return { id, section, path: entry.path, article, rank }
      }),
  )
  return ranked.sort((a, b) => a.rank - b.rank)
}

function poolOf(articles: Article[], language: Language): Pool {
  const prose = articles.flatMap((article) => [
    article.intro,
    ...article.sections.flatMap((section) => [
      ...section.paragraphs,
      ...(section.list ?? []),
      ...(section.steps ?? []).map((step) => step.text),
    ]),
  ])
  return {
    sentences: [...new Set(prose.flatMap((text) => sentencesOf(text, language)))],
    headings: [...new Set(articles.flatMap((article) => article.sections.map((section) => section.heading)))],
  }
}

/**
 * Of a new guide's sentences, the share drawn from its template: a real guide repeats its own
 * topic's words, which is much of why it compresses as it does; sentences drawn only from the whole
 * corpus compressed about 10% worse than the real guides once those had grown.
 */
const TEMPLATE_SHARE = 0.5

/**
 * The template's article with new prose of the same number of sentences, each paragraph unique, and
 * its code blocks naming the copies `examples` makes of the template's example files.
 */
export function syntheticArticle(
  template: Article,
  language: Language,
  title: string,
  pool: Pool,
  random: Random,
  examples: (path: string) => string,
): Article {
  const used = new Set<string>()
  const own = poolOf([template], language).sentences
  const sentence = () => random.pick(random.next() < TEMPLATE_SHARE ? own : pool.sentences)
  const prose = (text: string) => {
    const count = Math.max(1, sentencesOf(text, language).length)
    for (;;) {
      const written = joinSentences(Array.from({ length: count }, sentence), language)
      if (!used.has(written)) {
        used.add(written)
        return written
      }
    }
  }
  const article = structuredClone(template)
  article.title = title
  article.intro = prose(article.intro)
  for (const section of article.sections) {
    section.heading = random.pick(pool.headings)
    section.paragraphs = section.paragraphs.map(prose)
    if (section.list) section.list = section.list.map(prose)
    for (const step of section.steps ?? []) step.text = prose(step.text)
    for (const block of section.blocks ?? [])
      if (typeof block.example === 'string') block.example = examples(block.example)
  }
  return article
}

/**
 * Adds guides to the repo at `repo` until it holds `total`: their route entries, both article files
 * and their titles, then the route types. Returns how many it added.
 */
export function growCorpus(repo: string, total: number, seed = 1): number {
  const real = realGuides(repo)
  if (total < real.length)
    throw new Error(`the corpus already holds ${real.length} guides; ask for at least that many`)
  const random = seededRandom(seed)
  const pools = Object.fromEntries(
    languages.map((language) => [
      language,
      poolOf(
        real.map((guide) => guide.article[language]),
        language,
      ),
    ]),
  ) as Record<Language, Pool>
  const routesDir = join(repo, 'content', 'routes')
  const data = readGuideData(routesDir)
  const navigation = Object.fromEntries(
    languages.map((language) => [
      language,
      readJson<{ titles: Record<string, string> }>(
        join(repo, 'public', 'locales', language, 'navigation.json'),
      ),
    ]),
  ) as Record<Language, { titles: Record<string, string> }>

  const testedFile = join(repo, testedManifest)
  const tested = readJson<Record<string, unknown>>(testedFile)
  const added = total - real.length
  for (let n = 1; n <= added; n++) {
    const template = real[(n - 1) % real.length]
    const folder = template.path.split('/').slice(0, -1)
    const path = [...folder, `sample-${n}`].join('/')
    const id = articleIdOf(template.section, path)
    // A guide's code lives in its own examples/ folder, with its test's record: copy both.
    const examples = (file: string) => {
      const copied = file.replace(`examples/${template.id}/`, `examples/${id}/`)
      cpSync(join(repo, file), join(repo, copied))
      tested[copied] = tested[file]
      return copied
    }
    for (const language of languages) {
      const title = sampleTitle[language](template.article[language].title, n)
      const article = syntheticArticle(
        template.article[language],
        language,
        title,
        pools[language],
        random,
        examples,
      )
      writeJson(articleFile(repo, language, id), article)
      navigation[language].titles[`/${template.section}/${path}`] = title
    }
    ;(data[template.section] as GuideEntry[]).push({ path })
  }
  writeJson(testedFile, tested)
  for (const language of languages)
    writeJson(join(repo, 'public', 'locales', language, 'navigation.json'), navigation[language])
  for (const [section, entries] of Object.entries(data))
    writeFileSync(join(routesDir, `${section}.json`), formatGuideEntries(entries))
  writeGuidePaths(routesDir, join(repo, 'content', 'src', 'routes', 'guide-paths.generated.ts'))
  return added
}
