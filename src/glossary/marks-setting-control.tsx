import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { setGlossaryMarksEnabled, useGlossaryMarksEnabled } from './marks-setting'

/** The settings page's switch for the term marks in guides (stored in this browser, signed in or not). */
export function GlossaryMarksSetting() {
  const { t } = useTranslation('glossary')
  const enabled = useGlossaryMarksEnabled()
  const hint = useId()
  return (
    <div className="space-y-1">
      <label className="flex items-center justify-between gap-3 text-sm font-medium">
        {t('setting.label')}
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-describedby={hint}
          onChange={(event) => setGlossaryMarksEnabled(event.target.checked)}
          className="size-4 accent-primary"
        />
      </label>
      <p id={hint} className="text-sm text-muted-foreground">
        {t('setting.hint')}
      </p>
    </div>
  )
}
