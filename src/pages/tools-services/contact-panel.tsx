import { Mail, MessageCircle, Music2, Newspaper, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { siteConfig, type ContactChannel } from '@/config/site-config'
import { ChannelList, type Channel } from '@/pages/sections/channel-list'
import { SidePanel } from '@/pages/sections/side-panel'
import type { ToolsContent } from './tools-content'

// Same generic icons as the footer: lucide has no brand icons.
const channelIcons = {
  wechat: MessageCircle,
  videoChannel: Video,
  officialAccount: Newspaper,
  douyin: Music2,
} satisfies Record<ContactChannel, unknown>

/** Contact handles from the site config; each says "not announced yet" while it is null. */
export function ContactPanel() {
  const { t } = useTranslation('tools')
  const contact = t('contact', { returnObjects: true }) as ToolsContent['contact']
  const channels: Channel[] = (Object.keys(channelIcons) as ContactChannel[]).map((id) => ({
    id,
    label: contact.channels[id],
    icon: channelIcons[id],
    handle: siteConfig.contacts[id],
  }))
  return (
    <SidePanel id="contact" title={contact.title} icon={Mail}>
      <p className="text-muted-foreground">{contact.intro}</p>
      <ChannelList channels={channels} notAnnounced={t('notAnnounced')} />
      <p className="text-xs leading-5 text-muted-foreground">{contact.note}</p>
    </SidePanel>
  )
}
