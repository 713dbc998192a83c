import type { LucideIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'

export interface Channel {
  id: string
  label: string
  icon: LucideIcon
  /** The real handle from the site config; null until it is announced. */
  handle: string | null
}

/** Contact or community channels, saying plainly which ones have no handle yet. */
export function ChannelList({ channels, notAnnounced }: { channels: Channel[]; notAnnounced: string }) {
  return (
    <dl className="divide-y divide-border rounded-xl border border-border">
      {channels.map(({ id, label, icon: Icon, handle }) => (
        <div key={id} className="flex items-center gap-3 px-3 py-2.5">
          <dt className="flex min-w-0 flex-1 items-center gap-2 font-medium">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {label}
          </dt>
          <dd className="min-w-0 text-right">
            {handle ? (
              <span className="font-mono text-sm break-all select-all">{handle}</span>
            ) : (
              <Badge variant="muted">{notAnnounced}</Badge>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
