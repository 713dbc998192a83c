import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageCard } from './page-card'
import { writeSocialCards } from './write-cards'

const card = (imagePath: string, title: string): PageCard => ({
  imagePath,
  alt: title,
  text: { title, section: '营销推广', brand: '超级个体', tagline: '一个人，也能走完从产品到营销的全链路' },
})

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString('latin1'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
})

const folders: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cards-'))
  folders.push(dir)
  return dir
}
afterEach(async () => Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))))

describe('writeSocialCards', () => {
  it('writes 1200x630 PNGs under 100 KB, and redraws only a card whose text changed', async () => {
    const [cache, first, second] = await Promise.all([tempDir(), tempDir(), tempDir()])
    const cards = [
      card('/social-cards/marketing.png', 'SEO 国内与海外'),
      card('/social-cards/en/marketing.png', 'Pricing research'),
    ]

    expect(await writeSocialCards(first, cards, cache)).toMatchObject({ drawn: 2, reused: 0 })
    const png = await readFile(join(first, 'social-cards/en/marketing.png'))
    expect(pngSize(png)).toEqual({ signature: 'PNG', width: 1200, height: 630 })
    expect(png.length).toBeLessThan(100 * 1024)

    const changed = [cards[0], card('/social-cards/en/marketing.png', 'Pricing research, revised')]
    expect(await writeSocialCards(second, changed, cache)).toMatchObject({ drawn: 1, reused: 1 })
    expect(await readFile(join(second, 'social-cards/marketing.png'))).toEqual(
      await readFile(join(first, 'social-cards/marketing.png')),
    )
    expect(await readFile(join(second, 'social-cards/en/marketing.png'))).not.toEqual(png)
  })
})
