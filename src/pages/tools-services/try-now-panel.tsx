import { Rocket } from 'lucide-react'
import { SidePanel } from '@/components/section/side-panel'
import type { ToolsContent } from './tools-content'
import { TryNowLink } from './try-now-link'

export function TryNowPanel({ text }: { text: ToolsContent['try'] }) {
  return (
    <SidePanel
      id="try-now"
      title={text.title}
      icon={Rocket}
      className="bg-linear-to-br from-primary/10 via-card to-accent/10"
    >
      <p className="text-muted-foreground">{text.text}</p>
      <TryNowLink />
    </SidePanel>
  )
}
