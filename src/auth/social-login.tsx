import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { GitHubMark, GoogleMark } from './brand-icons'

export type SocialProvider = 'google' | 'github'

interface SocialLoginProps {
  pending: SocialProvider | null
  disabled: boolean
  onSelect: (provider: SocialProvider) => void
}

const marks = { google: GoogleMark, github: GitHubMark }

export function SocialLogin({ pending, disabled, onSelect }: SocialLoginProps) {
  const { t } = useTranslation('auth')
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('login.orUse')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(['google', 'github'] as const).map((provider) => {
          const Mark = marks[provider]
          return (
            <Button
              key={provider}
              variant="outline"
              disabled={disabled || pending !== null}
              aria-busy={pending === provider}
              onClick={() => onSelect(provider)}
            >
              {pending === provider ? <Spinner size="sm" tone="current" /> : <Mark className="size-4" />}
              {t(`social.${provider}`)}
            </Button>
          )
        })}
      </div>
    </div>
  )
}
