import { Clock, Minus, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { relativeTime } from '@/i18n/format'
import { useHydratedWhenIdle } from '@/lib/use-hydrated-when-idle'
import { useNow } from './use-now'
import { cardVariants } from '@/components/ui/card'

export const CLOCK_TICK_MS = 1000

interface TranslatedMessagesProps {
  /** When the visitor opened the page. */
  openedAt: number
  lastUpdate: number
}

/** Parameters, plurals and relative time, all from the locale files; the times refresh while the page is open. */
export function TranslatedMessages({ openedAt, lastUpdate }: TranslatedMessagesProps) {
  const { t } = useTranslation('demo')
  const nameId = useId()
  const [name, setName] = useState<string | null>(null)
  const [count, setCount] = useState(1)
  const now = useNow(CLOCK_TICK_MS)
  // The build's clock is not the visitor's: times appear once the page runs in the browser.
  const hydrated = useHydratedWhenIdle()
  const updated = relativeTime(lastUpdate, now)
  const opened = relativeTime(openedAt, now)
  // Until the visitor types, the sample name follows the language.
  const shownName = name ?? t('messages.defaultName')

  return (
    <section aria-labelledby="demo-messages-title" className={cardVariants({ padding: 'lg' })}>
      <h2 id="demo-messages-title" className="text-lg font-semibold">
        {t('messages.title')}
      </h2>
      <div className="mt-4 space-y-5">
        <div>
          <label htmlFor={nameId} className="text-sm text-muted-foreground">
            {t('messages.nameLabel')}
          </label>
          <input
            id={nameId}
            value={shownName}
            onChange={(event) => setName(event.target.value)}
            maxLength={40}
            className="mt-1.5 h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <p className="mt-2 text-xl font-semibold text-primary" data-testid="welcome-message">
            {t('messages.welcome', { name: shownName.trim() || t('messages.defaultName') })}
          </p>
        </div>
        <div>
          <p id={`${nameId}-count`} className="text-sm text-muted-foreground">
            {t('messages.countLabel')}
          </p>
          <div className="mt-1.5 flex items-center gap-3" role="group" aria-labelledby={`${nameId}-count`}>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('messages.decrease')}
              disabled={count === 0}
              onClick={() => setCount(count - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output className="min-w-8 text-center font-mono text-lg" aria-live="polite">
              {count}
            </output>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('messages.increase')}
              disabled={count >= 99}
              onClick={() => setCount(count + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="mt-2 font-medium" data-testid="item-count">
            {t('messages.items', { count })}
          </p>
        </div>
        <div className="rounded-md bg-muted/60 p-3 text-sm">
          <p className="flex items-center gap-2 font-medium" data-testid="last-updated">
            <Clock aria-hidden="true" className="size-4 text-primary" />
            {hydrated
              ? t('messages.lastUpdated', { when: updated.value, formatParams: { when: updated.params } })
              : '\u00a0'}
          </p>
          <p className="mt-1 pl-6 text-muted-foreground" data-testid="page-opened">
            {hydrated
              ? t('messages.pageOpened', { when: opened.value, formatParams: { when: opened.params } })
              : '\u00a0'}
          </p>
          <p className="mt-2 pl-6 text-xs text-muted-foreground">{t('messages.liveNote')}</p>
        </div>
      </div>
    </section>
  )
}
