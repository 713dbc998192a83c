import { useTranslation } from 'react-i18next'
import { languageOptions, toSupportedLanguage, type Language } from './languages'
import { changeLanguage } from './change-language'

/**
 * The language in use and a way to change it. Every switcher on the page goes through the same
 * i18next instance as the header's, so they all stay in sync without sharing any state of their own.
 */
export function useActiveLanguage() {
  const { i18n } = useTranslation()
  const active = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  const option = languageOptions.find((candidate) => candidate.code === active) ?? languageOptions[0]
  return { active, option, choose: (code: Language) => changeLanguage(i18n, code) }
}
