import { Hash, MessageCircle, MessagesSquare, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { siteConfig, type CommunityChannel } from '@/config/site-config'
import { ChannelList, type Channel } from '@/pages/sections/channel-list'
import { SidePanel } from '@/pages/sections/side-panel'
import type { OverviewContent } from './individual-content'

// lucide has no brand icons; these generic ones only hint at the kind of channel.
const channelIcons = { wechatGroup: MessageCircle, qqGroup: MessagesSquare, discord: Hash } satisfies Record<
  CommunityChannel,
  unknown
>

/** WeChat group, QQ group and Discord: handles from the site config, "not announced" while null. */
export function CommunityPanel() {
  const { t } = useTranslation('individual')
  const community = t('overview.community', { returnObjects: true }) as OverviewContent['community']
  const channels: Channel[] = (Object.keys(channelIcons) as CommunityChannel[]).map((id) => ({
    id,
    label: community.channels[id],
    icon: channelIcons[id],
    handle: siteConfig.community[id],
  }))
  return (
    <SidePanel id="community" title={community.title} icon={Users}>
      <p className="text-muted-foreground">{community.intro}</p>
      <ChannelList channels={channels} notAnnounced={t('notAnnounced')} />
      <p className="text-xs leading-5 text-muted-foreground">{community.note}</p>
    </SidePanel>
  )
}
