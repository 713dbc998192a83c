import { Languages } from 'lucide-react'
import { useState } from 'react'
import { ContentUnavailable } from '@/components/content-unavailable'
import { PageHeader } from '@/components/page/page-header'
import { IconTile } from '@/components/ui/icon-card'
import { usePageContent } from '@/i18n/use-page-content'
import { CurrentLanguageCard } from './current-language-card'
import { demoSample } from './demo-sample'
import { FeatureCards } from './feature-cards'
import { FormattedValues } from './formatted-values'
import { LanguageSwitchers } from './language-switchers'
import { RelativeThresholds } from './relative-thresholds'
import { TranslatedMessages } from './translated-messages'

export default function I18nDemoPage() {
  const content = usePageContent('demo', 'demo')
  // Fixed when the page opens, so "last updated" ages naturally while the visitor watches.
  const [openedAt] = useState(() => Date.now())
  const lastUpdate = openedAt - demoSample.lastUpdateAgoMs
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} standalone />
  const { title, intro, features } = content.data
  return (
    <div className="mx-auto max-w-content px-4 py-10 lg:px-6">
      <PageHeader
        title={title}
        intro={intro}
        eyebrow={<IconTile icon={Languages} tone="soft" size="lg" className="mb-3" />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6">
          <CurrentLanguageCard />
          <FormattedValues lastUpdate={lastUpdate} />
        </div>
        <div className="grid gap-6 lg:col-span-2">
          <LanguageSwitchers />
          <TranslatedMessages openedAt={openedAt} lastUpdate={lastUpdate} />
        </div>
      </div>
      <div className="mt-6">
        <RelativeThresholds />
      </div>
      <div className="mt-10">
        <FeatureCards features={features} />
      </div>
    </div>
  )
}
