import { Users } from 'lucide-react'
import { siteConfig, type CommunityChannel } from '@/config/site-config'
import { communityChannelIcons } from '@/components/section/channel-icons'
import { ChannelList, type Channel } from '@/components/section/channel-list'
import { SidePanel } from '@/components/section/side-panel'
import type { OverviewContent } from './individual-content'

/** WeChat group, QQ group and Discord: handles from the site config, "not announced" while null. */
interface CommunityPanelProps {
  community: OverviewContent['community']
  notAnnounced: string
}

export function CommunityPanel({ community, notAnnounced }: CommunityPanelProps) {
  const channels: Channel[] = (Object.keys(communityChannelIcons) as CommunityChannel[]).map((id) => ({
    id,
    label: community.channels[id],
    icon: communityChannelIcons[id],
    handle: siteConfig.community[id],
  }))
  return (
    <SidePanel id="community" title={community.title} icon={Users}>
      <p className="text-muted-foreground">{community.intro}</p>
      <ChannelList channels={channels} notAnnounced={notAnnounced} />
      <p className="text-xs leading-5 text-muted-foreground">{community.note}</p>
    </SidePanel>
  )
}
