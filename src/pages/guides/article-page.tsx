import { CalendarCheck } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '@/components/content-unavailable'
import { cardVariants } from '@/components/ui/card'
import { ExternalLink } from '@/components/page/external-link'
import { usePageContent } from '@/i18n/use-page-content'
import { GlossaryMarksProvider } from '@/glossary/glossary-marks'
import { GuideNotebookBar } from '@/learning/notebook/guide/guide-notebook-controls'
import { GuideNotebookProvider } from '@/learning/notebook/guide/guide-notebook'
import { ReadToggle } from '@/learning/read-toggle'
import { useArticleTracking } from '@/learning/use-article-tracking'
import { useCurrentRoute } from '@/routes/use-current-route'
import { GuideShareBar } from '@/share/guide-share-bar'
import { ArticleSectionView } from './article-section'
import { ChangeLog } from './blocks/change-log'
import { Breadcrumbs } from './breadcrumbs'
import { GuideFreshnessNotices, LastChecked } from './freshness/guide-freshness'
import { SuggestEditLink } from './freshness/suggest-edit-link'
import { Pager } from './pager'
import { ReadingTime } from './reading-time'
import { ReviewLine } from './review/review-line'
import { frozenIntroName, frozenResourcesName, type ArticleOnPage } from './frozen/frozen-article'
import { FrozenRegion } from '@/components/frozen-region'

/** Renders any guide sub-route from its article JSON (the route table names the file). */
export default function ArticlePage() {
  const route = useCurrentRoute()
  if (!route?.article) throw new Error('ArticlePage rendered on a route without an article')
  return <ArticleView articleId={route.article} />
}

function ArticleView({ articleId }: { articleId: string }) {
  const route = useCurrentRoute()
  const { t, i18n } = useTranslation('guides')
  const content = usePageContent(`articles/${articleId}`, 'article')
  const articleElement = useRef<HTMLElement>(null)
  useArticleTracking(articleId, articleElement, content.ok)
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} />
  // A prerendered guide hydrates from the build's skeleton (frozen/frozen-article.ts).
  const article: ArticleOnPage = content.data
  const stepIds = article.sections.flatMap((section) => (section.steps ?? []).map((step) => step.id))

  return (
    <GuideNotebookProvider articleId={articleId} stepIds={stepIds} changes={article}>
      <article ref={articleElement} className="max-w-prose">
        {route && <Breadcrumbs route={route} />}
        {article.draft && (
          <p
            role="note"
            data-testid="draft-banner"
            className={cardVariants({
              tone: 'muted',
              padding: 'sm',
              className: 'mb-4 border-l-4 border-l-amber-500',
            })}
          >
            {t('draftBanner')}
          </p>
        )}
        <GuideFreshnessNotices articleId={articleId} article={article} />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        <FrozenRegion name={frozenIntroName} as="p" className="mt-3 text-lg text-muted-foreground">
          {article.frozen ? undefined : article.intro}
        </FrozenRegion>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('lastReviewed', {
            date: new Date(`${article.lastReviewed}T00:00:00`),
            formatParams: { date: { dateStyle: 'long' } },
          })}
        </p>
        <LastChecked article={article} />
        {article.review && <ReviewLine articleId={articleId} review={article.review} />}
        <ReadingTime minutes={article.readingMinutes} />
        <GuideShareBar changeLog={article.changeLog} />
        <GuideNotebookBar stepCount={stepIds.length} />
        <nav
          aria-label={t('contents')}
          className={cardVariants({ tone: 'muted', padding: 'sm', className: 'mt-6' })}
        >
          <p className="text-sm font-semibold">{t('contents')}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {article.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-primary hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <GlossaryMarksProvider articleId={articleId} kept={article.frozen !== undefined}>
          {article.sections.map((section, index) => (
            <ArticleSectionView key={section.id} section={section} index={index} />
          ))}
        </GlossaryMarksProvider>
        <ReadToggle articleId={articleId} />
        <section aria-labelledby="article-resources" className="mt-10">
          <h2 id="article-resources" className="text-xl font-semibold">
            {t('resources')}
          </h2>
          <FrozenRegion name={frozenResourcesName}>
            {article.frozen ? undefined : (
              <ul className="mt-3 space-y-3">
                {article.resources.map((link) => (
                  <li
                    key={link.url}
                    className={cardVariants({ tone: 'plain', padding: 'none', className: 'p-3' })}
                  >
                    <ExternalLink href={link.url} className="font-medium text-primary hover:underline">
                      {link.label}
                    </ExternalLink>
                    <p className="mt-1 text-sm text-muted-foreground">{link.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </FrozenRegion>
        </section>
        <ChangeLog
          entries={article.changeLog}
          sections={article.sections}
          kept={article.frozen !== undefined}
        />
        <SuggestEditLink
          repoUrl={import.meta.env.VITE_REPO_URL}
          branch={import.meta.env.VITE_REPO_BRANCH}
          language={i18n.language}
          articleId={articleId}
        />
        {route && <Pager route={route} />}
      </article>
    </GuideNotebookProvider>
  )
}
