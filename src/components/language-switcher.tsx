import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { languageOptions } from '@/i18n/languages'
import { useLanguageSwitch } from '@/routes/use-language-switch'

/** Two buttons; the active language is highlighted and disabled. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const { active, choose } = useLanguageSwitch()
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('flex rounded-md border border-border p-0.5', className)}
    >
      {languageOptions.map((option) => {
        const isActive = option.code === active
        return (
          <button
            key={option.code}
            type="button"
            disabled={isActive}
            aria-pressed={isActive}
            onClick={() => choose(option.code)}
            className={cn(
              'whitespace-nowrap rounded px-2 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {/* The name starts with the visible short name (WCAG 2.5.3), so "click EN" works by voice. */}
            <span lang={option.code}>{option.shortName}</span>{' '}
            <span className="sr-only">
              {t(isActive ? 'language.current' : 'language.switchTo', { name: option.nativeName })}
            </span>
          </button>
        )
      })}
    </div>
  )
}
