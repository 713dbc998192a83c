import { GraduationCap, LogOut, Settings, User as UserIcon } from 'lucide-react'
import type { User } from '@supabase/supabase-js'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { usePageNavigate, useReplaceSearch } from '@/routes/page-link'
import { useAuth } from './auth-context'
import { loadAuthNoticeView } from './auth-notice'
import { initials } from './initials'
import { signOutAllowed } from './sign-out-guards'
import { UserAvatar } from './user-avatar'

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('auth')
  const { signOut } = useAuth()
  const navigate = usePageNavigate()
  const replaceSearch = useReplaceSearch()
  // Fetched while online: signing out offline must still be able to show its notice.
  useEffect(() => void loadAuthNoticeView(), [])
  const fullName = (user.user_metadata?.full_name as string | undefined)?.trim() || t('userMenu.fallbackName')
  // The button shows the initials, so its name must hold them too (WCAG 2.5.3, label in name).
  const shownInitials = initials(user.user_metadata?.full_name as string | undefined)

  const handleSignOut = async () => {
    try {
      // The learning store may ask first (changes not yet sent); its answer can keep the reader in.
      if (!(await signOutAllowed())) return
      const { error, onThisDeviceOnly } = await signOut()
      if (error) console.error('Sign-out failed', error)
      // The notice reads it from the address, and takes it out again.
      else if (onThisDeviceOnly) replaceSearch('?success=signed_out_here')
    } catch (error) {
      console.error('Sign-out failed', error)
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={
          shownInitials ? t('userMenu.openWithInitials', { initials: shownInitials }) : t('userMenu.open')
        }
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{fullName}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate({ to: '/profile' })}>
          <UserIcon aria-hidden="true" />
          {t('userMenu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate({ to: '/learning' })}>
          <GraduationCap aria-hidden="true" />
          {t('userMenu.learning')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate({ to: '/settings' })}>
          <Settings aria-hidden="true" />
          {t('userMenu.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden="true" />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
