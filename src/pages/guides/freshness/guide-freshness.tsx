import { useTranslation } from 'react-i18next'
import { leadOver } from '@super-individual/content'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { usePageContent } from '@/i18n/use-page-content'
import { lastCheckOf, type ArticleOnPage } from '../frozen/frozen-article'
import { FreshnessNotices } from './freshness-notices'

/** The notices at the top of a guide, with the build's date and the generated translation leads. */
export function GuideFreshnessNotices({ articleId, article }: { articleId: string; article: ArticleOnPage }) {
  const { active } = useActiveLanguage()
  const leads = usePageContent('translation-leads', 'translationLeads')
  // Without the generated namespace (a failed request) the page simply shows no translation notice.
  const lead = leads.ok ? leadOver(leads.data.leads[articleId], active) : undefined
  return <FreshnessNotices lastChecked={lastCheckOf(article)} buildDate={__BUILD_DATE__} lead={lead} />
}

/** "Sources last checked: 26 November 2026", beside the guide's last review. */
export function LastChecked({ article }: { article: ArticleOnPage }) {
  const { t } = useTranslation('guides')
  const checked = lastCheckOf(article)
  return (
    <p data-testid="last-checked" className="mt-1 pl-5.5 text-sm text-muted-foreground">
      {checked.fromSources
        ? t('freshness.lastChecked', {
            date: new Date(`${checked.date}T00:00:00`),
            formatParams: { date: { dateStyle: 'long' } },
          })
        : t('freshness.notChecked')}
    </p>
  )
}
