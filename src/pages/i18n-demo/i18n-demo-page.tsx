import { Languages } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page/page-header'
import { CurrentLanguageCard } from './current-language-card'
import { demoSample } from './demo-sample'
import { FeatureCards } from './feature-cards'
import { FormattedValues } from './formatted-values'
import { LanguageSwitchers } from './language-switchers'
import { RelativeThresholds } from './relative-thresholds'
import { TranslatedMessages } from './translated-messages'

export default function I18nDemoPage() {
  const { t } = useTranslation('demo')
  // Fixed when the page opens, so "last updated" ages naturally while the visitor watches.
  const [openedAt] = useState(() => Date.now())
  const lastUpdate = openedAt - demoSample.lastUpdateAgoMs
  return (
    <div className="mx-auto max-w-content px-4 py-10 lg:px-6">
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        eyebrow={
          <span className="mb-3 flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Languages aria-hidden="true" className="size-6" />
          </span>
        }
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
        <FeatureCards />
      </div>
    </div>
  )
}
