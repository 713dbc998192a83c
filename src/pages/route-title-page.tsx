import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page/page-header'
import { useCurrentRoute } from '@/routes/use-current-route'

/** A page that shows only its route title: a stand-in until its content is built. */
export default function RouteTitlePage() {
  const { t } = useTranslation('navigation')
  const route = useCurrentRoute()
  return (
    <div className="mx-auto max-w-content px-4 py-10 lg:px-6">
      <PageHeader title={route ? t(route.titleKey) : ''} />
    </div>
  )
}
