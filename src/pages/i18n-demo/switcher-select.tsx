import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { languageOptions, toSupportedLanguage } from '@/i18n/languages'
import { useLanguageSwitch } from '@/routes/use-language-switch'

/** Widget 2: a native select, the most familiar control on every device (options hold text only, so no flag). */
export function SwitcherSelect() {
  const { t } = useTranslation('demo')
  const { active, choose } = useLanguageSwitch()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t('switchers.selectLabel')}
      </label>
      <select
        id={id}
        value={active}
        onChange={(event) => choose(toSupportedLanguage(event.target.value))}
        className="h-10 rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="switcher-select"
      >
        {languageOptions.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName} ({option.code})
          </option>
        ))}
      </select>
    </div>
  )
}
