import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { nextThemeMode, type ThemeMode } from '@/theme/theme'
import { useTheme } from '@/theme/theme-provider'

const icons: Record<ThemeMode, typeof Sun> = { light: Sun, dark: Moon, system: Monitor }

/** One button cycling light → dark → system; its name says the current mode. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const { mode, setMode } = useTheme()
  const Icon = icons[mode]
  const label = t('theme.current', { mode: t(`theme.${mode}`) })
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => setMode(nextThemeMode(mode))}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}
