import { useTranslation } from 'react-i18next'
import { languageOptions, toSupportedLanguage } from './languages'

/**
 * The language being shown. Changing it is a navigation (the URL holds the language): see
 * useLanguageSwitch in src/routes.
 */
export function useActiveLanguage() {
  const { i18n } = useTranslation()
  const active = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  const option = languageOptions.find((candidate) => candidate.code === active) ?? languageOptions[0]
  return { active, option }
}
