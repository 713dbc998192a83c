import { Hash } from 'lucide-react'

/** In-page links to the parts of a section page, shown as chips under the hero text. */
export function PageToc({ label, items }: { label: string; items: { id: string; title: string }[] }) {
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-card/80 px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none"
            >
              <Hash aria-hidden="true" className="size-3.5 text-muted-foreground" />
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
