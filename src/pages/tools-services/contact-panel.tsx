import { Mail } from 'lucide-react'
import { contactChannelIcons } from '@/components/section/channel-icons'
import { ChannelList, type Channel } from '@/components/section/channel-list'
import { SidePanel } from '@/components/section/side-panel'
import { siteConfig, type ContactChannel } from '@/config/site-config'
import type { ToolsContent } from './tools-content'

interface ContactPanelProps {
  contact: ToolsContent['contact']
  notAnnounced: string
}

/** Contact handles from the site config; each says "not announced yet" while it is null. */
export function ContactPanel({ contact, notAnnounced }: ContactPanelProps) {
  const channels: Channel[] = (Object.keys(contactChannelIcons) as ContactChannel[]).map((id) => ({
    id,
    label: contact.channels[id],
    icon: contactChannelIcons[id],
    handle: siteConfig.contacts[id],
  }))
  return (
    <SidePanel id="contact" title={contact.title} icon={Mail}>
      <p className="text-muted-foreground">{contact.intro}</p>
      <ChannelList channels={channels} notAnnounced={notAnnounced} />
      <p className="text-xs leading-5 text-muted-foreground">{contact.note}</p>
    </SidePanel>
  )
}
