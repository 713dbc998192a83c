import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { languageOptions } from '@/i18n/languages'
import { LanguageFlag } from './language-flag'
import { useLanguageSwitch } from '@/routes/use-language-switch'

/** Widget 1: one button per language with flag, name and code; the active one is pressed and disabled. */
export function SwitcherButtons() {
  const { t } = useTranslation('demo')
  const { active, choose } = useLanguageSwitch()
  return (
    <div
      role="group"
      aria-label={t('switchers.buttons')}
      className="grid grid-cols-2 gap-2"
      data-testid="switcher-buttons"
    >
      {languageOptions.map((option) => {
        const isActive = option.code === active
        return (
          <button
            key={option.code}
            type="button"
            lang={option.code}
            disabled={isActive}
            aria-pressed={isActive}
            onClick={() => choose(option.code)}
            className={cn(
              'flex items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background hover:border-primary/50 hover:bg-muted',
            )}
          >
            <LanguageFlag option={option} className="text-base" />
            <span className="font-medium">{option.nativeName}</span>
            <span
              className={cn(
                'ml-auto font-mono text-xs',
                isActive ? 'text-primary-foreground' : 'text-muted-foreground',
              )}
            >
              {option.code}
            </span>
          </button>
        )
      })}
    </div>
  )
}
