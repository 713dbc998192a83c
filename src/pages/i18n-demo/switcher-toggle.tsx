import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { languageOptions } from '@/i18n/languages'
import { useLanguageSwitch } from '@/routes/use-language-switch'

/** Widget 3: one small button that flips to the other language; both codes show, the active one lit. */
export function SwitcherToggle() {
  const { t } = useTranslation('demo')
  const { active, choose } = useLanguageSwitch()
  const other = languageOptions.find((option) => option.code !== active) ?? languageOptions[0]
  return (
    <button
      type="button"
      onClick={() => choose(other.code)}
      data-testid="switcher-toggle"
      className="inline-flex w-fit items-center rounded-full border border-border bg-muted p-1 text-xs font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {/* The name is the visible codes plus a hidden hint, so it holds what is seen (WCAG 2.5.3). */}
      {languageOptions.map((option) => (
        <Fragment key={option.code}>
          <span
            data-active={option.code === active}
            className={cn(
              'rounded-full px-3 py-1 uppercase transition-colors motion-reduce:transition-none',
              option.code === active ? 'bg-primary text-primary-foreground shadow' : 'text-muted-foreground',
            )}
          >
            {option.code}
          </span>{' '}
        </Fragment>
      ))}
      <span className="sr-only">{t('switchers.toggleLabel', { name: other.nativeName })}</span>
    </button>
  )
}
