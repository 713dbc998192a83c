import { ExternalLink } from '@/components/page/external-link'
import type { Resource } from '@super-individual/content'
import { cardVariants } from '@/components/ui/card'
import { Badge } from '@/components/ui/badge'

/** Outward links to real courses, tools and official sites, each with why it is listed. */
export function ResourceList({ resources }: { resources: Resource[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {resources.map((resource) => (
        <li
          key={resource.url}
          className={cardVariants({ padding: 'sm', hover: 'border', className: 'flex flex-col' })}
        >
          {resource.tag && <Badge className="mb-2 self-start">{resource.tag}</Badge>}
          <ExternalLink href={resource.url} className="self-start font-semibold text-primary hover:underline">
            {resource.label}
          </ExternalLink>
          <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{resource.description}</p>
        </li>
      ))}
    </ul>
  )
}
