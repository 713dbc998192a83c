import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildAskIndex, type AskIndexGuide, type GlossaryTerm } from '@super-individual/content'
import { askIndexFolder } from '../../../src/ask/ask-index-urls'
import { pinyinWord } from './pinyin-word'

/**
 * The /ask page's index (see content/src/ask/ask-index.ts): a manifest, one file per bucket and,
 * per language, the quote files the answers are read from.
 * Returns the bytes written, for the build's log.
 */
export function writeAskIndex(
  outDir: string,
  guides: readonly AskIndexGuide[],
  glossary: readonly GlossaryTerm[],
  today: string,
  synonyms: readonly (readonly string[])[],
) {
  const { manifest, buckets, quotes } = buildAskIndex({
    guides,
    glossary,
    pinyinOf: pinyinWord,
    today,
    synonyms,
  })
  const folder = join(outDir, askIndexFolder)
  for (const part of ['buckets', 'quotes/zh', 'quotes/en']) mkdirSync(join(folder, part), { recursive: true })
  let bytes = 0
  const write = (file: string, value: unknown) => {
    const text = JSON.stringify(value)
    bytes += text.length
    writeFileSync(join(folder, file), text)
  }
  write('manifest.json', manifest)
  buckets.forEach((bucket, index) => write(join('buckets', `${index}.json`), bucket))
  for (const language of ['zh', 'en'] as const)
    quotes[language].forEach((shard, index) => write(join('quotes', language, `${index}.json`), shard))
  return { items: manifest.items.length, bytes }
}
