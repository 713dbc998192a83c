import { Route } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GuideLinks } from '@/components/section/guide-links'
import { SidePanel } from '@/components/section/side-panel'
import { PageLink } from '@/routes/page-link'
import type { ProductsContent } from './products-content'
import { furtherReading, learningPath } from './products-links'
import { useGuideLinks } from '@/routes/use-guide-links'
import { useSectionRoutes } from '@/routes/section-routes'

/** A suggested reading order through the section's guides, then everything else. */
export function LearningPathPanel({ path }: { path: ProductsContent['learningPath'] }) {
  const { t } = useTranslation('navigation')
  const guideLinks = useGuideLinks()
  const further = furtherReading(useSectionRoutes('products-tech'))
  return (
    <SidePanel id="learning-path" title={path.title} icon={Route}>
      <p className="text-muted-foreground">{path.intro}</p>
      <ol className="relative space-y-1 before:absolute before:top-3 before:bottom-3 before:left-3 before:w-px before:bg-border">
        {learningPath.map((route, index) => (
          <li key={route.path} className="relative">
            <PageLink
              to={route.path}
              className="group flex items-center gap-3 rounded-lg py-1.5 pr-2 transition-colors hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none"
            >
              <span
                aria-hidden="true"
                className="relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border border-primary/40 bg-card text-xs font-semibold text-primary group-hover:bg-primary group-hover:text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="font-medium">{t(route.titleKey)}</span>
            </PageLink>
          </li>
        ))}
      </ol>
      <GuideLinks title={path.moreTitle} groups={guideLinks(further)} columns="one" />
    </SidePanel>
  )
}
