import { supportedLanguages, type Language } from './languages'
import { rememberedLanguage } from './remembered-language'

const dismissedKey = 'languageSuggestionDismissed'

/** The first of the browser's languages that the site has, if any ("en-GB" counts as English). */
export function preferredSupportedLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const code of browserLanguages) {
    const base = code.toLowerCase().split(/[-_]/)[0]
    const match = supportedLanguages.find((language) => language === base)
    if (match) return match
  }
  return undefined
}

interface SuggestionInput {
  pageLanguage: Language
  browserLanguages: readonly string[]
  remembered: Language | undefined
  dismissed: boolean
}

/**
 * The language to suggest, if any. The browser's language never redirects (a crawler's default
 * locale would hide a whole language from it); it only offers the other version to a visitor who
 * has made no choice and has not waved the offer away.
 */
export function suggestedLanguage({
  pageLanguage,
  browserLanguages,
  remembered,
  dismissed,
}: SuggestionInput) {
  if (remembered || dismissed) return undefined
  const preferred = preferredSupportedLanguage(browserLanguages)
  return preferred && preferred !== pageLanguage ? preferred : undefined
}

/** What the browser holds for this visitor; blocked storage reads as "nothing chosen, nothing dismissed". */
export function suggestionForThisBrowser(pageLanguage: Language): Language | undefined {
  let dismissed = false
  try {
    dismissed = window.localStorage.getItem(dismissedKey) === '1'
  } catch {
    // Storage refused: the offer may show again, which is harmless.
  }
  return suggestedLanguage({
    pageLanguage,
    browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    remembered: rememberedLanguage(),
    dismissed,
  })
}

export function dismissLanguageSuggestion() {
  try {
    window.localStorage.setItem(dismissedKey, '1')
  } catch {
    // Storage refused: the offer is gone for this page view only.
  }
}
