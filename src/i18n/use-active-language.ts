import { useCallback, useContext, useSyncExternalStore } from 'react'
import { getI18n, I18nContext } from 'react-i18next'
import { languageOptions, toSupportedLanguage } from './languages'

/**
 * The language being shown. Changing it is a navigation (the URL holds the language): see
 * useLanguageSwitch in src/routes.
 *
 * It listens to i18next's language only, not through useTranslation: every link calls this, and
 * useTranslation builds a wrapper of the i18next instance per component, which made the prerender
 * of a page cost more with every guide in the sidebar (a third of its time at 200 guides).
 */
export function useActiveLanguage() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange)
      return () => i18n.off('languageChanged', onChange)
    },
    [i18n],
  )
  const current = () => i18n.resolvedLanguage ?? i18n.language
  const active = toSupportedLanguage(useSyncExternalStore(subscribe, current, current))
  const option = languageOptions.find((candidate) => candidate.code === active) ?? languageOptions[0]
  return { active, option }
}
