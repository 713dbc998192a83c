import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'

/** The heading and first paragraph of a page built around one query field (search, ask). */
export function QueryPageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{intro}</p>
    </>
  )
}

/** A page's query field: a search box that neither autocompletes nor autocorrects the words typed. */
export function QueryField({
  label,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type'> & { label: string }) {
  return <Input type="search" aria-label={label} autoComplete="off" enterKeyHint="search" {...props} />
}
