import type { ComponentProps } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { counterpartPath } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import { rememberLanguage } from '@/i18n/remembered-language'

type CounterpartLinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'lang' | 'hrefLang'> & {
  language: Language
}

/** A real link to this page in another language; following it counts as choosing that language. */
export function CounterpartLink({ language, onClick, ...props }: CounterpartLinkProps) {
  const { pathname, search, hash } = useLocation()
  return (
    <Link
      to={{ pathname: counterpartPath(pathname, language), search, hash }}
      lang={language}
      hrefLang={language}
      onClick={(event) => {
        rememberLanguage(language)
        onClick?.(event)
      }}
      {...props}
    />
  )
}
