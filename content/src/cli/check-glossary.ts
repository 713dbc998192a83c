/**
 * Checks the glossary (content/glossary): every topic file against its schema and topics.order.json,
 * unique term ids, the minimum number of terms, a source for every definition that states a figure,
 * and that some guide uses each term, by its name or an alias, in each language.
 * Usage: npm run check:glossary
 */
import { glossaryTopicSchema } from '../glossary/glossary-schema'
import { loadCorpus } from '../corpus/load-corpus.ts'
import { glossaryProblems, glossarySummary } from '../glossary/glossary-problems'
import { allTerms, readGlossary } from '../glossary/read-glossary'
import { termMatcher } from '../glossary/term-match-cache'
import { repoRoot } from '../node/repo-root.ts'

const glossary = readGlossary()
const { guides } = loadCorpus(repoRoot)
// Both the problems and the summary ask which terms each guide names: answered once.
const matcher = termMatcher(allTerms(glossary))
const problems = glossaryProblems({ glossary, guides, topicSchema: glossaryTopicSchema, matcher })
for (const problem of problems) console.error(`✗ ${problem}`)
if (problems.length > 0) {
  console.error(`${problems.length} glossary problem(s)`)
  process.exit(1)
}
console.log(`✓ glossary: ${glossarySummary({ glossary, guides, matcher })}`)
