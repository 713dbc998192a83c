import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SwitcherButtons } from './switcher-buttons'
import { SwitcherQuickButtons } from './switcher-quick-buttons'
import { SwitcherSelect } from './switcher-select'
import { SwitcherToggle } from './switcher-toggle'
import { cardVariants } from '@/components/ui/card'

function Widget({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border bg-background p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  )
}

export function LanguageSwitchers() {
  const { t } = useTranslation('demo')
  return (
    <section aria-labelledby="demo-switchers-title" className={cardVariants({ padding: 'lg' })}>
      <h2 id="demo-switchers-title" className="text-lg font-semibold">
        {t('switchers.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('switchers.intro')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Widget title={t('switchers.buttons')}>
          <SwitcherButtons />
        </Widget>
        <Widget title={t('switchers.select')}>
          <SwitcherSelect />
        </Widget>
        <Widget title={t('switchers.toggle')}>
          <SwitcherToggle />
        </Widget>
        <Widget title={t('switchers.quick')}>
          <SwitcherQuickButtons />
        </Widget>
      </div>
    </section>
  )
}
