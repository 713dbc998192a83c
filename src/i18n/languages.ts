export const supportedLanguages = ['zh', 'en'] as const
export type Language = (typeof supportedLanguages)[number]
export const defaultLanguage: Language = 'zh'

export interface LanguageOption {
  code: Language
  flag: string
  nativeName: string
  /** What the header's compact switcher shows; the native name stays its accessible name. */
  shortName: string
}

// Native names are deliberately not translated: a reader looks for their own language's name.
export const languageOptions: LanguageOption[] = [
  { code: 'zh', flag: '🇨🇳', nativeName: '中文', shortName: '中文' },
  { code: 'en', flag: '🇺🇸', nativeName: 'English', shortName: 'EN' },
]

export function toSupportedLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split(/[-_]/)[0]
  return supportedLanguages.find((language) => language === base) ?? defaultLanguage
}
