import { ExternalLink } from '@/components/page/external-link'
import type { Resource } from './content-schema'

/** Outward links to real courses, tools and official sites, each with why it is listed. */
export function ResourceList({ resources }: { resources: Resource[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {resources.map((resource) => (
        <li
          key={resource.url}
          className="flex flex-col rounded-card border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 motion-reduce:transition-none"
        >
          {resource.tag && (
            <span className="mb-2 self-start rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
              {resource.tag}
            </span>
          )}
          <ExternalLink href={resource.url} className="self-start font-semibold text-primary hover:underline">
            {resource.label}
          </ExternalLink>
          <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{resource.description}</p>
        </li>
      ))}
    </ul>
  )
}
