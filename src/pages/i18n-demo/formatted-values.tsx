import { useTranslation } from 'react-i18next'
import { currencyFor, currencyParams, dateTimeParams, percentParams, toFraction } from '@/i18n/format'
import { demoSample } from './demo-sample'
import { cardVariants } from '@/components/ui/card'
import { useHydratedWhenIdle } from '@/lib/use-hydrated-when-idle'

/** The sample's price, discount and update time, formatted by Intl for the current language. */
export function FormattedValues({ lastUpdate }: { lastUpdate: number }) {
  const { t, i18n } = useTranslation('demo')
  const language = i18n.resolvedLanguage ?? i18n.language
  // The visitor's time zone is only known in their browser.
  const hydrated = useHydratedWhenIdle()
  const rows = [
    {
      label: t('formats.price'),
      value: t('formats.priceValue', {
        price: demoSample.price,
        formatParams: { price: currencyParams(language) },
      }),
      note: t('formats.currency', { currency: currencyFor(language) }),
      testId: 'price',
    },
    {
      label: t('formats.discount'),
      value: t('formats.discountValue', {
        discount: toFraction(demoSample.discount),
        formatParams: { discount: percentParams },
      }),
      testId: 'discount',
    },
    {
      label: t('formats.lastUpdate'),
      value: hydrated
        ? t('formats.lastUpdateValue', { date: new Date(lastUpdate), formatParams: { date: dateTimeParams } })
        : '\u00a0',
      testId: 'last-update',
    },
  ]
  return (
    <section aria-labelledby="demo-formats-title" className={cardVariants({ padding: 'lg' })}>
      <h2 id="demo-formats-title" className="text-lg font-semibold">
        {t('formats.title')}
      </h2>
      <dl className="mt-4 divide-y divide-border">
        {rows.map((row) => (
          <div
            key={row.testId}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="text-right">
              <span className="text-xl font-semibold tabular-nums" data-testid={row.testId}>
                {row.value}
              </span>
              {row.note && <span className="block text-xs text-muted-foreground">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
