import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useLanguageSwitch } from '@/routes/use-language-switch'

/** The two plain buttons: "to Chinese" and "to English"; the one for the current language is disabled. */
export function SwitcherQuickButtons() {
  const { t } = useTranslation('demo')
  const { active, choose } = useLanguageSwitch()
  return (
    <div role="group" aria-label={t('switchers.quickLabel')} className="flex flex-wrap gap-2">
      <Button
        variant={active === 'zh' ? 'primary' : 'outline'}
        disabled={active === 'zh'}
        onClick={() => choose('zh')}
      >
        {t('switchers.toChinese')}
      </Button>
      <Button
        variant={active === 'en' ? 'primary' : 'outline'}
        disabled={active === 'en'}
        onClick={() => choose('en')}
      >
        {t('switchers.toEnglish')}
      </Button>
    </div>
  )
}
