import { useTranslation } from 'react-i18next'
import { LanguageFlag } from './language-flag'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { cardVariants } from '@/components/ui/card'

export function CurrentLanguageCard() {
  const { t } = useTranslation('demo')
  const { option } = useActiveLanguage()
  return (
    <section
      aria-labelledby="demo-current-title"
      data-testid="current-language"
      className={cardVariants({
        tone: 'plain',
        padding: 'none',
        className:
          'flex flex-col items-center justify-center bg-linear-to-br from-indigo-50 to-sky-50 p-6 text-center shadow-sm dark:from-indigo-950/60 dark:to-slate-900',
      })}
    >
      <h2 id="demo-current-title" className="text-sm font-semibold uppercase tracking-wider text-primary">
        {t('current.title')}
      </h2>
      <span className="mt-5 text-6xl leading-none" data-testid="current-flag">
        <LanguageFlag option={option} />
      </span>
      <dl className="mt-4 space-y-1">
        <div>
          <dt className="sr-only">{t('current.name')}</dt>
          <dd lang={option.code} className="text-2xl font-bold" data-testid="current-name">
            {option.nativeName}
          </dd>
        </div>
        <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <dt>{t('current.code')}</dt>
          <dd>
            <code
              className="rounded bg-background/80 px-2 py-0.5 font-mono text-foreground"
              data-testid="current-code"
            >
              {option.code}
            </code>
          </dd>
        </div>
      </dl>
    </section>
  )
}
