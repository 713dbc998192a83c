import { Languages, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { Language } from '@/i18n/languages'
import { loadNamespaceQuietly } from '@/i18n/load-namespace-quietly'
import { CounterpartLink } from '@/routes/counterpart-link'

interface LanguageSuggestionBannerProps {
  language: Language
  onDismiss: () => void
}

/** "This page is also in English", written in the suggested language, floating over the page. */
export default function LanguageSuggestionBanner({ language, onDismiss }: LanguageSuggestionBannerProps) {
  const { t, i18n } = useTranslation('common')
  const [loadedFor, setLoadedFor] = useState<string>()
  useEffect(() => {
    // A prerendered page brings `common` in its own language only: fetch the suggested one's.
    if (i18n.hasResourceBundle(language, 'common')) return
    let current = true
    loadNamespaceQuietly(i18n, language, 'common').then(
      () => current && setLoadedFor(language),
      () => {},
    )
    return () => {
      current = false
    }
  }, [i18n, language])
  if (loadedFor !== language && !i18n.hasResourceBundle(language, 'common')) return null
  const message = t('languageSuggestion.message', { lng: language })
  return (
    <aside
      lang={language}
      aria-label={message}
      className="fixed inset-x-4 bottom-4 z-30 mx-auto flex max-w-sm items-center gap-3 rounded-lg border border-border bg-background py-2 pl-4 pr-2 text-sm shadow-lg sm:left-auto sm:right-4 sm:mx-0"
    >
      <Languages aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <CounterpartLink
        language={language}
        className="flex-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {message}
      </CounterpartLink>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('languageSuggestion.dismiss', { lng: language })}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  )
}
