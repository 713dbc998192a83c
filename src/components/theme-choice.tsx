import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { themeModes } from '@/theme/theme'
import { useTheme } from '@/theme/theme-provider'

/** All three theme modes side by side, for the settings page. */
export function ThemeChoice() {
  const { t } = useTranslation('common')
  const { mode, setMode } = useTheme()
  return (
    <div role="group" aria-label={t('theme.label')} className="flex rounded-md border border-border p-0.5">
      {themeModes.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === mode}
          onClick={() => setMode(option)}
          className={cn(
            'rounded px-3 py-1 text-sm',
            option === mode ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
          )}
        >
          {t(`theme.${option}`)}
        </button>
      ))}
    </div>
  )
}
