import { buildAskIndex, type AskBucket, type AskManifest } from '@super-individual/content'
import {
  allTerms,
  loadCorpus,
  readGlossary,
  readSynonyms,
  type CorpusGuide,
} from '@super-individual/content/node'
import { join } from 'node:path'
import { pinyinWord } from './pinyin-word'

/**
 * The ask index of the repository's published guides, in memory: what the build writes, for tests,
 * with the guides it was made from.
 */
export function askCorpusIndex(root = process.cwd()): {
  manifest: AskManifest
  buckets: Map<number, AskBucket>
  guides: readonly CorpusGuide[]
} {
  const corpus = loadCorpus(root)
  const glossary = allTerms(readGlossary(join(root, 'content', 'glossary')))
  const { manifest, buckets } = buildAskIndex({
    guides: corpus.guides,
    glossary,
    pinyinOf: pinyinWord,
    synonyms: readSynonyms(root),
    today: new Date().toISOString().slice(0, 10),
  })
  return {
    manifest,
    buckets: new Map(buckets.map((bucket, index) => [index, bucket])),
    guides: corpus.guides,
  }
}
