import { Languages, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Language } from '@/i18n/languages'
import { CounterpartLink } from '@/routes/counterpart-link'
// Its words in both languages, from common's JSON, come with its code: a prerendered page brings
// `common` in its own language only, and fetching the other one's needed the translation loader
// too (3.9 KB gzip together, against 0.2 for these four strings).
import { languageSuggestion as en } from '../../public/locales/en/common.json'
import { languageSuggestion as zh } from '../../public/locales/zh/common.json'

const words: Record<Language, { message: string; dismiss: string }> = { zh, en }

interface LanguageSuggestionBannerProps {
  language: Language
  onDismiss: () => void
}

/** "This page is also in English", written in the suggested language, floating over the page. */
export default function LanguageSuggestionBanner({ language, onDismiss }: LanguageSuggestionBannerProps) {
  const { message, dismiss } = words[language]
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
      <Button variant="ghost" size="icon" className="size-8" aria-label={dismiss} onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </aside>
  )
}
