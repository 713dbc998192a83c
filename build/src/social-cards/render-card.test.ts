import { describe, expect, it } from 'vitest'
import { cardFontFamily } from './card-fonts'
import { cardFonts, cardSvg } from './render-card'

const text = {
  title: 'SEO 国内与海外',
  section: '营销推广',
  brand: '超级个体',
  tagline: '一个人，也能走完从产品到营销的全链路',
}

describe('cardSvg', () => {
  it('draws every run of a Chinese card with the subsets it loads', async () => {
    await expect(cardSvg(text, cardFonts(text))).resolves.toMatch(/^<svg /)
  })

  it('refuses a card satori could not draw whole, as when the subsets shared one family name', async () => {
    const oneFamily = cardFonts(text).map((font) => ({ ...font, name: cardFontFamily }))
    await expect(cardSvg(text, oneFamily)).rejects.toThrow(/No font of the card draws/)
  })
})
