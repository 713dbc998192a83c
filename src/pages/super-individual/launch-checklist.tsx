import { ListChecks } from 'lucide-react'
import { SidePanel } from '@/components/section/side-panel'
import type { ProductPathContent } from './individual-content'

/** A pre-launch checklist, printed as a plain list of boxes (nothing is stored). */
export function LaunchChecklist({ checklist }: { checklist: ProductPathContent['checklist'] }) {
  return (
    <SidePanel id="checklist" title={checklist.title} icon={ListChecks} className="md:col-span-2">
      <p className="text-muted-foreground">{checklist.intro}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {checklist.items.map((item) => (
          <li key={item} className="flex gap-2.5 rounded-lg border border-border p-3">
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border-2 border-primary/60" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </SidePanel>
  )
}
