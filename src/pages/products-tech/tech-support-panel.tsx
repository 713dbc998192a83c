import { LifeBuoy } from 'lucide-react'
import { ExternalLink } from '@/components/page/external-link'
import { SidePanel } from '@/components/section/side-panel'
import type { ProductsContent } from './products-content'

/** Where to get unstuck, said honestly: the site itself offers no one-to-one support. */
export function TechSupportPanel({ support }: { support: ProductsContent['support'] }) {
  return (
    <SidePanel id="tech-support" title={support.title} icon={LifeBuoy}>
      <p className="text-muted-foreground">{support.intro}</p>
      <ul className="space-y-3">
        {support.resources.map((resource) => (
          <li key={resource.url}>
            <ExternalLink href={resource.url} className="font-semibold text-primary hover:underline">
              {resource.label}
            </ExternalLink>
            <p className="text-muted-foreground">{resource.description}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-muted/60 p-4">
        <h3 className="font-semibold">{support.askTitle}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-primary">
          {support.askList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </SidePanel>
  )
}
