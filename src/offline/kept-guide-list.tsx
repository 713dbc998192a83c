import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { cn } from '@/lib/cn'
import { useKeptGuides } from './use-kept-guides'

interface KeptGuideListProps {
  /** The learning page lets the reader remove them; the offline page only lists them. */
  clearable?: boolean
  className?: string
}

/**
 * The guides kept on this device for offline reading, each a plain link: a document load, which the
 * offline worker answers from what it keeps. A guide kept in the other language is titled in the
 * language shown and tagged with its own.
 */
export function KeptGuideList({ clearable = false, className }: KeptGuideListProps) {
  const { t } = useTranslation(['offline', 'navigation'])
  const { active } = useActiveLanguage()
  const { state, clear } = useKeptGuides()
  if (state.status === 'loading') return null
  if (state.status === 'unsupported')
    return <p className={cn('text-muted-foreground', className)}>{t('kept.unsupported')}</p>
  return (
    <div className={cn('space-y-3', className)}>
      <p className="text-muted-foreground">{t('kept.intro')}</p>
      {state.guides.length === 0 ? (
        <p role="status">{state.cleared ? t('kept.cleared') : t('kept.none')}</p>
      ) : (
        <ul aria-label={t('kept.title')} className="space-y-1">
          {state.guides.map((guide) => (
            <li key={guide.href}>
              <a
                href={guide.href}
                hrefLang={guide.language}
                className="font-medium text-primary hover:underline"
              >
                {t(`titles.${guide.route}`, { ns: 'navigation' })}
              </a>
              {guide.language !== active && (
                <span className="ml-2 text-xs text-muted-foreground">
                  {t(`kept.languageTag.${guide.language}`)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.clearFailed && (
        <p role="alert" className="text-destructive">
          {t('kept.clearFailed')}
        </p>
      )}
      {clearable && state.guides.length > 0 && (
        <Button variant="outline" onClick={clear}>
          {t('kept.clear')}
        </Button>
      )}
    </div>
  )
}
