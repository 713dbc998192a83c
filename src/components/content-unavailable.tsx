import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cardVariants } from '@/components/ui/card'
import { ContentProblemsPanel } from './content-problems-panel'

interface ContentUnavailableProps {
  /** Fetches the page's text again; the page re-renders by itself once it arrives. */
  onRetry: () => Promise<unknown>
  /** On a page without the guide frame: centred in the content width with room around it. */
  standalone?: boolean
}

/**
 * A page's text could not be fetched, or an edit broke its shape. Its own words come from the
 * bundled `common` namespace, so it can speak even when no JSON file could be fetched.
 */
export function ContentUnavailable({ onRetry, standalone = false }: ContentUnavailableProps) {
  const { t } = useTranslation('common')
  const [retrying, setRetrying] = useState(false)
  const retry = () => {
    setRetrying(true)
    onRetry()
      .catch((error: unknown) => console.error('Reloading page text failed', error))
      .finally(() => setRetrying(false))
  }
  const screen = (
    <div role="alert" className={cardVariants({ tone: 'danger', padding: 'lg' })}>
      <h1 className="text-xl font-semibold">{t('contentUnavailable.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('contentUnavailable.message')}</p>
      <Button className="mt-4" onClick={retry} disabled={retrying}>
        {t('contentUnavailable.retry')}
      </Button>
      {/* A production bundle has no dev server to ask, and drops the panel's code. */}
      {import.meta.env.DEV && <ContentProblemsPanel />}
    </div>
  )
  return standalone ? <div className="mx-auto max-w-content px-4 py-10 lg:px-6">{screen}</div> : screen
}
