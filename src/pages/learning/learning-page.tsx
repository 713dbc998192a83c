import { BookOpenCheck, LogIn, RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useAuth, useAuthDialog } from '@/auth'
import { ErrorAlert } from '@/components/form/form-alert'
import { PageHeader } from '@/components/page/page-header'
import { Button } from '@/components/ui/button'
import { cardVariants } from '@/components/ui/card'
import { summarise } from '@/learning/learning-summary'
import { useLearning, useProgress, useSyncView } from '@/learning/learning-context'
import { PageLink } from '@/routes/page-link'
import { useLearningArticles } from '@/learning/learning-articles'
import { ReadingYear } from '@/learning/year/reading-year'
import { NotebookLists } from '@/learning/notebook/lists/notebook-lists'
import { KeptGuideList } from '@/offline/kept-guide-list'
import { RejectedChanges } from './rejected-changes'

const card = cardVariants({ tone: 'plain', padding: 'lg', className: 'space-y-4' })

export default function LearningPage() {
  const { t } = useTranslation(['learning', 'navigation', 'offline'])
  const { user } = useAuth()
  const { openAuthDialog } = useAuthDialog()
  const progress = useProgress()
  const learning = useLearning()
  const sync = useSyncView()
  const summary = summarise(progress, useLearningArticles())
  const next = summary.continueReading

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      {user && sync && !sync.loaded && sync.problem === null && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('signedIn.syncing')}
        </p>
      )}
      {user && sync?.problem === 'unreachable' && (
        <ErrorAlert>
          <p>{t('error.message')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => learning?.retrySync()}>
            <RotateCw aria-hidden="true" />
            {t('error.retry')}
          </Button>
        </ErrorAlert>
      )}
      {user && sync?.problem === 'full' && (
        <ErrorAlert>
          <p>{t('error.full')}</p>
        </ErrorAlert>
      )}
      {user && sync && sync.refused.length > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('error.refused', { count: sync.refused.length })}
        </p>
      )}
      {user && sync && <RejectedChanges records={sync.rejected} />}
      {!user && (
        <section
          aria-labelledby="keep-progress"
          className={cardVariants({ tone: 'muted', padding: 'lg', className: 'space-y-3' })}
        >
          <h2 id="keep-progress" className="text-lg font-semibold">
            {t('signedOut.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('signedOut.message')}</p>
          <Button onClick={() => openAuthDialog('login')}>
            <LogIn aria-hidden="true" />
            {t('signedOut.action')}
          </Button>
        </section>
      )}
      <section aria-labelledby="completed-title" className={card}>
        <h2 id="completed-title" className="flex items-center gap-2 text-lg font-semibold">
          <BookOpenCheck aria-hidden="true" className="size-5 text-primary" />
          {t('overview.title')}
        </h2>
        <p className="text-2xl font-bold" data-testid="completed-count">
          {t('overview.completed', { completed: summary.completed, total: summary.total })}
        </p>
        <ul className="space-y-3">
          {summary.sections.map(({ section, completed, total }) => (
            <li key={section}>
              <div className="flex justify-between text-sm">
                <span>{t(`navigation:titles./${section}`)}</span>
                <span className="text-muted-foreground">{t('overview.section', { completed, total })}</span>
              </div>
              <div
                role="progressbar"
                aria-label={t(`navigation:titles./${section}`)}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={completed}
                className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${(completed / total) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="continue-title" className={card}>
        <h2 id="continue-title" className="text-lg font-semibold">
          {t('continue.title')}
        </h2>
        {next ? (
          <PageLink
            to={next.path}
            hash={next.progress.lastSection ?? undefined}
            className="font-medium text-primary hover:underline"
          >
            {t('continue.action', { title: t(`navigation:titles.${next.path}`) })}
          </PageLink>
        ) : (
          <p className="text-sm text-muted-foreground">{t('continue.none')}</p>
        )}
      </section>
      <ReadingYear days={progress.days} />
      <NotebookLists />
      <section aria-labelledby="kept-offline" className={card}>
        <h2 id="kept-offline" className="text-lg font-semibold">
          {t('offline:kept.title')}
        </h2>
        <KeptGuideList clearable className="text-sm" />
      </section>
    </div>
  )
}
