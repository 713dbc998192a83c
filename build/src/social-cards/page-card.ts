import { fill, textAt, type LanguageResources } from '../machine-readable/locale-text'
import type { CardText } from './card-text'

/** A page's card: what it says, the file's URL path, and the alt text the page's head gives it. */
export interface PageCard {
  imagePath: string
  text: CardText
  alt: string
}

/** "/" -> /social-cards/index.png, "/en/marketing" -> /social-cards/en/marketing.png: one file per page and language. */
export const cardImagePath = (urlPath: string) => `/social-cards${urlPath === '/' ? '/index' : urlPath}.png`

/**
 * The card of one page in one language, from the route table's entry and the locale files: the
 * page's title (as its <title> says it), its section's name unless the page is the section, the brand.
 */
export function cardForPage(
  route: { path: string; section?: string },
  urlPath: string,
  resources: LanguageResources,
): PageCard {
  const title = textAt(resources, 'navigation', `titles.${route.path}`)
  const sectionPath = route.section ? `/${route.section}` : undefined
  const section =
    sectionPath && sectionPath !== route.path
      ? textAt(resources, 'navigation', `titles.${sectionPath}`)
      : undefined
  const brand = textAt(resources, 'common', 'brand')
  const text: CardText = { title, section, brand, tagline: textAt(resources, 'common', 'brandTagline') }
  const alt = section
    ? fill(textAt(resources, 'machine-readable', 'card.alt'), { brand, section, title })
    : fill(textAt(resources, 'machine-readable', 'card.altNoSection'), { brand, title })
  return { imagePath: cardImagePath(urlPath), text, alt }
}
