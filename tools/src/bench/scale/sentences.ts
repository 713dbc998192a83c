export type Language = 'zh' | 'en'

/** Splits prose into sentences: after 。！？ in Chinese, after . ! ? and a space before a capital in English. */
export function sentencesOf(text: string, language: Language): string[] {
  const parts = language === 'zh' ? text.split(/(?<=[。！？])/u) : text.split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/u)
  return parts.map((part) => part.trim()).filter(Boolean)
}

/** Sentences joined as each language writes them: no space between Chinese sentences. */
export const joinSentences = (sentences: string[], language: Language) =>
  sentences.join(language === 'zh' ? '' : ' ')
