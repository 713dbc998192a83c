import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import {
  cardFontFamily,
  fontData,
  fontSubsets,
  subsetsFor,
  type CardFontWeight,
  type FontSubset,
} from './card-fonts'
import { cardTemplate } from './card-template'
import { cardCharacters, cardSize, type CardText } from './card-text'

const subsetsByWeight: Record<CardFontWeight, FontSubset[]> = { 400: fontSubsets(400), 700: fontSubsets(700) }

/**
 * The font files one card needs: only the subsets its characters fall into, in each weight it uses.
 * Each subset gets a family name of its own (satori keeps one font per name and weight, so subsets
 * sharing the name drew most characters as empty boxes); the template lists them all as fallbacks,
 * and satori picks the weight within a family.
 */
export function cardFonts(text: CardText): Font[] {
  const characters = cardCharacters(text)
  return ([400, 700] as const).flatMap((weight) =>
    subsetsFor(characters[weight], subsetsByWeight[weight]).map((subset) => ({
      name: subsetFamily(subset),
      data: fontData(subset),
      weight,
      style: 'normal' as const,
    })),
  )
}

/** "files/noto-sans-sc-12-700-normal.woff" -> "Noto Sans SC 12": both weights of a subset share a family. */
const subsetFamily = (subset: FontSubset) =>
  `${cardFontFamily} ${/noto-sans-sc-(.+)-\d+-normal\.woff$/.exec(subset.file)?.[1] ?? subset.file}`

/**
 * satori asks for more fonts when none it was given draws a run of text; that run would show as
 * empty boxes, so the card is refused instead.
 */
async function refuseMissingGlyphs(language: string, segment: string): Promise<never> {
  throw new Error(`No font of the card draws "${segment}" (${language})`)
}

/** The card laid out by satori as SVG, with exactly these fonts. */
export async function cardSvg(text: CardText, fonts: Font[]): Promise<string> {
  const families = [...new Set(fonts.map((font) => `"${font.name}"`))].join(', ')
  return satori(cardTemplate(text, families), {
    ...cardSize,
    fonts,
    loadAdditionalAsset: refuseMissingGlyphs,
  })
}

/** One card as a PNG: satori lays the template out as SVG, resvg rasterises it. */
export async function renderCard(text: CardText): Promise<Buffer> {
  const svg = await cardSvg(text, cardFonts(text))
  return new Resvg(svg, { fitTo: { mode: 'width', value: cardSize.width } }).render().asPng()
}
