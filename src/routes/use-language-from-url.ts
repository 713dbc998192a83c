import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { changeLanguage } from '@/i18n/change-language'
import { languageOfPath } from '@/i18n/language-path'
import { toSupportedLanguage } from '@/i18n/languages'

/** Keeps i18next on the language of the URL: after a switch, and on back and forward. */
export function useLanguageFromUrl() {
  const { pathname } = useLocation()
  const { i18n } = useTranslation()
  const language = languageOfPath(pathname)
  const shown = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  useEffect(() => {
    if (shown !== language) changeLanguage(i18n, language)
  }, [i18n, language, shown])
}
