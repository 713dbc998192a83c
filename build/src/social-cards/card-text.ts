/**
 * What one card says, apart from the template that draws it: the build imports this before Vite
 * sets NODE_ENV, so it must not load React (the template's JSX would load React's development build,
 * which the prerender's production react-dom then refuses).
 */
export interface CardText {
  title: string
  /** The section's name; left out on a page outside the sections and on a section's own page. */
  section?: string
  brand: string
  tagline: string
}

export const cardSize = { width: 1200, height: 630 } as const

/** Every character the card draws, by the weight it is drawn in: each must be in the font (card-fonts.test.ts). */
export function cardCharacters(text: CardText): Record<400 | 700, string> {
  return { 700: `${text.brand}${text.section ?? ''}${text.title}`, 400: text.tagline }
}
