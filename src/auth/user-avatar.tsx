import type { User } from '@supabase/supabase-js'
import { User as UserIcon } from 'lucide-react'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { initials } from './initials'

/** The person's picture, or their initials (an icon when the name gives none). */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  const fullName = user.user_metadata?.full_name as string | undefined
  const avatarUrl = user.user_metadata?.avatar_url as string | undefined
  const letters = initials(fullName)
  return (
    <Avatar className={className}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
      <AvatarFallback data-testid="avatar-fallback">
        {letters || <UserIcon aria-hidden="true" className="size-4" />}
      </AvatarFallback>
    </Avatar>
  )
}
