import { Languages, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { languageOfPath } from '@/i18n/language-path'
import { dismissLanguageSuggestion, suggestionForThisBrowser } from '@/i18n/language-suggestion'
import { useHydrated } from '@/lib/use-hydrated'
import { CounterpartLink } from '@/routes/counterpart-link'

/**
 * "This page is also in English" for a visitor whose browser prefers the other language and who has
 * chosen none. Written in the suggested language, floating over the page (so nothing shifts), and
 * only after hydration: the prerendered HTML is the same for every visitor.
 */
export function LanguageSuggestion() {
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  const { t } = useTranslation('common')
  const [dismissed, setDismissed] = useState(false)
  if (!hydrated || dismissed) return null
  const language = suggestionForThisBrowser(languageOfPath(pathname))
  if (!language) return null
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
        onClick={() => {
          dismissLanguageSuggestion()
          setDismissed(true)
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  )
}
