import { Hash, MessageCircle, MessagesSquare, Music2, Newspaper, Video, type LucideIcon } from 'lucide-react'
import type { CommunityChannel, ContactChannel } from '@/config/site-config'

// lucide has no brand icons; these generic ones only hint at the kind of channel.

/** The contact channels in display order, each with its icon (footer and tools contact panel). */
export const contactChannelIcons: Record<ContactChannel, LucideIcon> = {
  wechat: MessageCircle,
  videoChannel: Video,
  officialAccount: Newspaper,
  douyin: Music2,
}

/** The community channels in display order, each with its icon. */
export const communityChannelIcons: Record<CommunityChannel, LucideIcon> = {
  wechatGroup: MessageCircle,
  qqGroup: MessagesSquare,
  discord: Hash,
}
