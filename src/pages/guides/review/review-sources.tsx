import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Namespace } from '@/i18n/translation-keys'
import { ExternalLink } from '@/components/page/external-link'

interface CheckedSource {
  title: string
  url: string
  official: boolean
  shows: string
  read: string
}

/** The namespace the build writes for each reviewed guide: the sources its review read. */
export const reviewSourcesNamespace = (articleId: string) => `review-sources/${articleId}`

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sources: CheckedSource[] }

/** The sources a guide's second reader read, each with the date it shows and the day it was read. */
export function ReviewSources({ articleId }: { articleId: string }) {
  const { t, i18n } = useTranslation('guides')
  const namespace = reviewSourcesNamespace(articleId)
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    const language = i18n.resolvedLanguage ?? i18n.language
    i18n
      .loadNamespaces(namespace as Namespace)
      .then(() => {
        const bundle = i18n.getResourceBundle(language, namespace) as
          { sources?: CheckedSource[] } | undefined
        if (live)
          setState(bundle?.sources ? { status: 'ready', sources: bundle.sources } : { status: 'failed' })
      })
      .catch(() => live && setState({ status: 'failed' }))
    return () => {
      live = false
    }
  }, [i18n, namespace, attempt])
  return (
    <>
      <p role="status" className="text-xs">
        {state.status === 'loading' && t('review.loading')}
        {state.status === 'ready' && t('review.listed', { count: state.sources.length })}
        {state.status === 'failed' && (
          <>
            {t('review.failed')}{' '}
            <button
              type="button"
              onClick={() => {
                i18n.reloadResources(undefined, namespace as Namespace)
                setState({ status: 'loading' })
                setAttempt((count) => count + 1)
              }}
              className="underline underline-offset-4 hover:text-primary"
            >
              {t('review.retry')}
            </button>
          </>
        )}
      </p>
      {state.status === 'ready' && (
        <ul className="mt-2 space-y-1.5">
          {state.sources.map((source) => (
            <li key={source.url}>
              <ExternalLink href={source.url} className="text-foreground hover:text-primary hover:underline">
                {source.title}
              </ExternalLink>{' '}
              <span className="text-xs">
                {t(source.official ? 'review.official' : 'review.secondary')} ·{' '}
                {source.shows === 'undated'
                  ? t('review.undated', { read: source.read })
                  : t('review.dated', { shows: source.shows, read: source.read })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
