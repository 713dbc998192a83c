import type { Article } from './article-schema'

export const MIN_HAN_CHARACTERS = 900
export const MIN_ENGLISH_WORDS = 450
export const MIN_SECTIONS = 4

/** Every piece of prose in an article, in reading order. */
export function articleTexts(article: Article): string[] {
  return [
    article.title,
    article.intro,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.list ?? []),
      ...(section.steps ?? []).flatMap((step) => [step.title, step.text]),
    ]),
    ...article.resources.flatMap((link) => [link.label, link.description]),
  ]
}

export function countHanCharacters(value: string): number {
  return value.match(/\p{Script=Han}/gu)?.length ?? 0
}

export function countEnglishWords(value: string): number {
  return value.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)?.length ?? 0
}

export function articleParagraphs(article: Article): string[] {
  return article.sections.flatMap((section) => section.paragraphs)
}

/** Problems with one language version of an article; an empty list means it passes. */
export function articleProblems(article: Article, language: 'zh' | 'en'): string[] {
  const problems: string[] = []
  const allText = articleTexts(article).join('\n')
  if (language === 'zh') {
    const han = countHanCharacters(allText)
    if (han < MIN_HAN_CHARACTERS) problems.push(`${han} Han characters, needs ${MIN_HAN_CHARACTERS}`)
  } else {
    const words = countEnglishWords(allText)
    if (words < MIN_ENGLISH_WORDS) problems.push(`${words} English words, needs ${MIN_ENGLISH_WORDS}`)
  }
  if (article.sections.length < MIN_SECTIONS) {
    problems.push(`${article.sections.length} sections, needs ${MIN_SECTIONS}`)
  }
  const seen = new Set<string>()
  for (const paragraph of articleParagraphs(article)) {
    const normalized = paragraph.trim()
    if (seen.has(normalized)) problems.push(`repeated paragraph: "${normalized.slice(0, 40)}…"`)
    seen.add(normalized)
  }
  return problems
}
