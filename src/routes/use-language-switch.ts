import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { counterpartPath, languageOfPath } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import { rememberLanguage } from '@/i18n/remembered-language'
import { useActiveLanguage } from '@/i18n/use-active-language'

/**
 * The language in use and the switch every language control uses: it remembers the choice and goes
 * to the same page's URL in that language (the URL decides the language, see useLanguageFromUrl).
 */
export function useLanguageSwitch() {
  const { active, option } = useActiveLanguage()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const choose = useCallback(
    (code: Language) => {
      rememberLanguage(code)
      if (code === languageOfPath(pathname)) return
      // The reader stays where they were on the page: only the words change.
      navigate({ pathname: counterpartPath(pathname, code), search, hash }, { preventScrollReset: true })
    },
    [navigate, pathname, search, hash],
  )
  return { active, option, choose }
}
