import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { AnswerList, useQuoteDates } from '@/ask/answer-list'
import { answerMarkdown } from '@/ask/answer-markdown'
import { useAnswer, type AnswerState } from '@/ask/use-answer'
import { Button } from '@/components/ui/button'
import { QueryField, QueryPageHeading } from '@/components/page/query-field'
import { maxQuestionLength } from '@super-individual/content'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { siteOrigin } from '@/config/site-origin'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'
import type { Language } from '@/i18n/languages'
import { useHydrated } from '@/lib/use-hydrated'

/** What the live region says: read out when the answer arrives or the guides have none. */
function statusOf(state: AnswerState, question: string, t: ReturnType<typeof useTranslation<'ask'>>['t']) {
  if (state.status === 'loading') return t('loading')
  if (state.status === 'failed') return t('failed')
  if (state.status === 'answered') return t('answered', { count: state.quotes.length, question })
  if (state.status === 'notCovered') return t('notCovered')
  return ''
}

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * /ask?q=: a question answered by quoting the guides (content/src/ask). Prerendered without an
 * answer; the browser reads the question after hydration. Asking (Enter or the button) puts the
 * question in the URL, so an answer can be shared and the back button returns to the last one.
 */
export default function AskPage() {
  const { t } = useTranslation('ask')
  const { active: language } = useActiveLanguage()
  const hydrated = useHydrated()
  const [params, setParams] = useSearchParams()
  const question = hydrated ? (params.get('q') ?? '') : ''
  const [typed, setTyped] = useState<{ for: string; text: string } | null>(null)
  const field = typed?.for === question ? typed.text : question
  const state = useAnswer(question, language)
  const [copy, setCopy] = useState<{ for: string; state: CopyState }>({ for: '', state: 'idle' })
  const copyState = copy.for === question ? copy.state : 'idle'
  const dates = useQuoteDates()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const asked = field.trim()
    setParams(asked ? { q: asked } : {}, { preventScrollReset: true })
  }
  const copyAnswer = (quotes: Parameters<typeof answerMarkdown>[0]) => {
    const markdown = answerMarkdown(quotes, siteOrigin(), language, {
      heading: t('markdownHeading', { question }),
      guide: t('markdownGuide'),
      source: t('markdownSource'),
      dates,
      unverified: t('unverifiedCopied'),
      stale: t('stale'),
    })
    navigator.clipboard.writeText(markdown).then(
      () => setCopy({ for: question, state: 'copied' }),
      () => setCopy({ for: question, state: 'failed' }),
    )
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <QueryPageHeading title={t('title')} intro={t('intro')} />
      <form role="search" className="mt-6 flex gap-2" onSubmit={onSubmit}>
        <QueryField
          value={field}
          onChange={(event) => setTyped({ for: question, text: event.target.value })}
          label={t('fieldLabel')}
          placeholder={t('placeholder')}
          maxLength={maxQuestionLength}
        />
        <Button type="submit">{t('submit')}</Button>
      </form>
      {/* One live region for the whole answer: its status line and, once here, the passages. */}
      <div aria-live="polite" className="mt-4">
        <p className="text-sm text-muted-foreground">{statusOf(state, question, t)}</p>
        {state.status === 'failed' && (
          <Button variant="outline" size="sm" className="mt-2" onClick={state.retry}>
            {t('retry')}
          </Button>
        )}
        {state.status === 'answered' && <AnswerList quotes={state.quotes} language={language} />}
        {state.status === 'notCovered' && (
          <>
            <p className="mt-2">{t('notCoveredDetail', { question })}</p>
            <NearGuides guides={state.nearGuides} language={language} />
          </>
        )}
      </div>
      {state.status === 'answered' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => copyAnswer(state.quotes)}>
            {t('copyMarkdown')}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {copyState === 'copied' ? t('copied') : copyState === 'failed' ? t('copyFailed') : ''}
          </p>
        </div>
      )}
      {state.status === 'idle' && (
        <div className="mt-6">
          <p className="text-sm text-muted-foreground">{t('examples')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {(['zh', 'en'] as const).map((example) => (
              <li key={example}>
                <PageLink
                  to="/ask"
                  search={`?q=${encodeURIComponent(t(`example.${example}`))}`}
                  className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                >
                  {t(`example.${example}`)}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function NearGuides({
  guides,
  language,
}: {
  guides: readonly { path: string; title: Record<Language, string> }[]
  language: Language
}) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {guides.map((guide) => (
        <li key={guide.path}>
          <PageLink to={guide.path as RoutePath} className="text-primary hover:underline">
            {guide.title[language]}
          </PageLink>
        </li>
      ))}
    </ul>
  )
}
