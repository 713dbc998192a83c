import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fontVersion } from './card-fonts'
import type { PageCard } from './page-card'
import { repoRoot } from '@super-individual/content/node'

const require = createRequire(import.meta.url)
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version

/** Outside dist, so it outlives `emptyOutDir`; node_modules/.cache is where the build keeps its caches. */
export const defaultCacheDir = join(repoRoot, 'node_modules', '.cache', 'social-cards')

/**
 * What a card's pixels depend on besides its text: the template and renderer code, the font, satori
 * and resvg. Any change to one of them redraws every card.
 */
async function templateKey(): Promise<string> {
  const sources = await Promise.all(
    ['card-template.tsx', 'card-text.ts', 'render-card.ts', 'card-fonts.ts'].map((file) =>
      readFile(join(import.meta.dirname, file), 'utf8'),
    ),
  )
  return [...sources, fontVersion, versionOf('satori'), versionOf('@resvg/resvg-js')].join('\n')
}

export const cardCacheKey = (template: string, card: PageCard) =>
  createHash('sha256').update(template).update(JSON.stringify(card.text)).digest('hex')

export interface CardStats {
  drawn: number
  reused: number
  seconds: number
  /** The largest card in bytes: a card may weigh at most 100 KB. */
  largest: number
}

/**
 * Writes every page's card into the build (`<outDir>/social-cards/...`), drawing only cards whose
 * text or template changed since the cache last saw them; the rest are copied from the cache.
 */
export async function writeSocialCards(
  outDir: string,
  cards: readonly PageCard[],
  cacheDir = defaultCacheDir,
): Promise<CardStats> {
  const started = performance.now()
  const template = await templateKey()
  await mkdir(cacheDir, { recursive: true })
  const stats: CardStats = { drawn: 0, reused: 0, seconds: 0, largest: 0 }
  // Loaded here, not at the top: the renderer's JSX loads React, which must come after Vite set NODE_ENV.
  const { renderCard } = await import('./render-card')
  for (const card of cards) {
    const cached = join(cacheDir, `${cardCacheKey(template, card)}.png`)
    const target = join(outDir, card.imagePath)
    // Synchronous for a cached card, which is most builds' every card: awaiting each step of 2,000
    // copies in turn took 1.4 s at 1,000 guides.
    mkdirSync(dirname(target), { recursive: true })
    const existing = statSync(cached, { throwIfNoEntry: false })
    if (existing) {
      copyFileSync(cached, target)
      stats.reused += 1
      stats.largest = Math.max(stats.largest, existing.size)
      continue
    }
    const png = await renderCard(card.text)
    if (png.length > 100 * 1024)
      throw new Error(
        `The card ${card.imagePath} weighs ${png.length} bytes, over the 100 KB a card may weigh`,
      )
    await writeFile(cached, png)
    await writeFile(target, png)
    stats.drawn += 1
    stats.largest = Math.max(stats.largest, png.length)
  }
  stats.seconds = (performance.now() - started) / 1000
  return stats
}
