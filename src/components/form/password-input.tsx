import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'

/** A password input with its own show/hide toggle. */
export function PasswordInput({ disabled, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('common')
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className="pr-10" disabled={disabled} {...props} />
      <button
        type="button"
        disabled={disabled}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground disabled:opacity-50"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
