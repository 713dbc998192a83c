import { Rocket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SidePanel } from '@/components/section/side-panel'
import { TryNowLink } from './try-now-link'

export function TryNowPanel() {
  const { t } = useTranslation('tools')
  return (
    <SidePanel
      id="try-now"
      title={t('try.title')}
      icon={Rocket}
      className="bg-linear-to-br from-primary/10 via-card to-accent/10"
    >
      <p className="text-muted-foreground">{t('try.text')}</p>
      <TryNowLink />
    </SidePanel>
  )
}
