export const supportedLanguages = ['zh', 'en'] as const
export type Language = (typeof supportedLanguages)[number]
export const defaultLanguage: Language = 'zh'

export interface LanguageOption {
  code: Language
  flag: string
  nativeName: string
}

// Native names are deliberately not translated: a reader looks for their own language's name.
export const languageOptions: LanguageOption[] = [
  { code: 'zh', flag: '🇨🇳', nativeName: '中文' },
  { code: 'en', flag: '🇺🇸', nativeName: 'English' },
]

export function toSupportedLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split(/[-_]/)[0]
  return supportedLanguages.find((language) => language === base) ?? defaultLanguage
}
