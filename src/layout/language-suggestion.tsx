import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { languageOfPath } from '@/i18n/language-path'
import { dismissLanguageSuggestion, suggestionForThisBrowser } from '@/i18n/language-suggestion'
import { useHydrated } from '@/lib/use-hydrated'

// Fetched only for a visitor it has something to say to, and never before hydration.
const LanguageSuggestionBanner = lazy(() => import('./language-suggestion-banner'))

/**
 * "This page is also in English" for a visitor whose browser prefers the other language and who has
 * chosen none. Only after hydration: the prerendered HTML is the same for every visitor.
 */
export function LanguageSuggestion() {
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  const [dismissed, setDismissed] = useState(false)
  const language = hydrated && !dismissed ? suggestionForThisBrowser(languageOfPath(pathname)) : undefined
  if (!language) return null
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBanner
        language={language}
        onDismiss={() => {
          dismissLanguageSuggestion()
          setDismissed(true)
        }}
      />
    </Suspense>
  )
}
