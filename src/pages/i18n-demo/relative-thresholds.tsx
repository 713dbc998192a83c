import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { relativeTime } from '@/i18n/format'
import { cardVariants } from '@/components/ui/card'

const SECOND = 1000
const unitMs = { second: SECOND, minute: 60 * SECOND, hour: 3600 * SECOND, day: 86_400 * SECOND }
type SampleUnit = keyof typeof unitMs

// Each pair sits on either side of one relative-time threshold (60 s, 1 h, 1 day, 30 days, 365 days).
const thresholds: [number, SampleUnit][][] = [
  [
    [59, 'second'],
    [60, 'second'],
  ],
  [
    [59, 'minute'],
    [60, 'minute'],
  ],
  [
    [23, 'hour'],
    [24, 'hour'],
  ],
  [
    [29, 'day'],
    [30, 'day'],
  ],
  [
    [364, 'day'],
    [365, 'day'],
  ],
]

/** The thresholds shown side by side, so a reader can see the rule instead of taking it on trust. */
export function RelativeThresholds() {
  const { t } = useTranslation('demo')
  return (
    <section aria-labelledby="demo-thresholds-title" className={cardVariants({ padding: 'lg' })}>
      <h2 id="demo-thresholds-title" className="text-lg font-semibold">
        {t('thresholds.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('thresholds.intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="thresholds">
        {thresholds.map((pair) => (
          <li
            key={pair.map(([amount, unit]) => `${amount}${unit}`).join('-')}
            className="rounded-md bg-muted/60 p-3"
          >
            <dl className="space-y-2 text-sm">
              {pair.map(([amount, unit]) => {
                const shown = relativeTime(0, amount * unitMs[unit])
                return (
                  <div
                    key={`${amount}-${unit}`}
                    className="flex items-center gap-2"
                    data-testid="threshold-sample"
                  >
                    <dt className="min-w-0 flex-1 tabular-nums text-muted-foreground">
                      {t('thresholds.duration', {
                        amount,
                        formatParams: { amount: { style: 'unit', unit, unitDisplay: 'long' } },
                      })}
                    </dt>
                    <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                    <dd className="font-semibold tabular-nums">
                      {t('thresholds.value', { when: shown.value, formatParams: { when: shown.params } })}
                    </dd>
                  </div>
                )
              })}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
