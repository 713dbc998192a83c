import { toSupportedLanguage, type Language } from './languages'

// The key the language detector has always cached under; the inline start-up script in index.html
// reads it too, to move a returning visitor to their language before paint.
export const rememberedLanguageKey = 'i18nextLng'

/** Stores a visitor's explicit choice (the switcher); a blocked storage only loses the memory. */
export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(rememberedLanguageKey, language)
  } catch {
    // Private modes may refuse storage: the choice still applies to this page.
  }
}

/** The visitor's explicit choice, or undefined when they never made one. */
export function rememberedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(rememberedLanguageKey)
    return stored ? toSupportedLanguage(stored) : undefined
  } catch {
    return undefined
  }
}
