import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ContentUnavailable } from '@/components/content-unavailable'
import type { ContentKind, ContentOf } from '@/i18n/content-check'
import { usePageContent } from '@/i18n/use-page-content'
import { PageToc } from './page-toc'
import { SectionHero } from './section-hero'
import { SectionLayout } from './section-layout'

export interface SectionPageParts {
  hero: { eyebrow: string; title: string; intro: string }
  toc: { label: string; items: { id: string; title: string }[] }
  /** Under the hero text, above the table of contents (a call to action). */
  heroExtra?: ReactNode
  /** Side panels after the main parts. */
  panels?: ReactNode
  main: ReactNode
}

interface SectionPageProps<Kind extends ContentKind> {
  namespace: string
  /** What the page reads from the namespace (src/pages/page-content-schemas.ts). */
  content: Kind
  icon: LucideIcon
  /** Lays the page out from its content; called only once the content is there and valid. */
  children: (content: ContentOf<Kind>) => SectionPageParts
}

/**
 * The frame of every section page: reads the namespace, then the hero with its
 * table of contents, the parts and the side panels, or the unavailable screen when the text is
 * missing or broken. While the namespace loads, the route's suspense fallback shows.
 */
export function SectionPage<Kind extends ContentKind>({
  namespace,
  content: kind,
  icon,
  children,
}: SectionPageProps<Kind>) {
  const content = usePageContent(namespace, kind)
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} />
  const { hero, toc, heroExtra, panels, main } = children(content.data)
  return (
    <SectionLayout
      hero={
        <SectionHero icon={icon} {...hero}>
          {heroExtra}
          <PageToc label={toc.label} items={toc.items} />
        </SectionHero>
      }
      panels={panels}
    >
      {main}
    </SectionLayout>
  )
}
