import { Bot, Code, Workflow, type LucideIcon } from 'lucide-react'
import { routesAt } from '@/routes/guide-routes'
import { pagesUnder, type SectionRoutes } from '@/routes/section-routes'
import type { AppRoute } from '@/routes/top-level-routes'

// The keys of products.json's keyed lists, in the order the page shows them.
export const topicIds = ['ai', 'programming', 'cloud'] as const
export const deepDiveIds = ['agents', 'ai-coding', 'automation'] as const

/** By topic (products.json topics.items): the sidebar group each topic card opens onto, from the section's route data. */
export const topicGuides = (products: SectionRoutes): Record<(typeof topicIds)[number], AppRoute[]> => ({
  ai: pagesUnder(products, '/products-tech/ai'),
  programming: pagesUnder(products, '/products-tech/programming'),
  cloud: pagesUnder(products, '/products-tech/docker'),
})

/** By deep dive (products.json deepDives.items). */
export const deepDiveGuides = (
  products: SectionRoutes,
): Record<(typeof deepDiveIds)[number], AppRoute[]> => ({
  agents: routesAt([
    '/products-tech/ai/prompts',
    '/products-tech/ai/mcp',
    '/tools-services/online/ai-agents',
  ]),
  'ai-coding': [
    ...pagesUnder(products, '/products-tech/ai-programming'),
    ...routesAt(['/products-tech/programming/api']),
  ],
  automation: pagesUnder(products, '/products-tech/automation'),
})

/** A suggested reading order for newcomers; the rest of the section follows as further reading. */
export const learningPath = routesAt([
  '/products-tech/ai/prompts',
  '/products-tech/programming/analysis',
  '/products-tech/programming/languages',
  '/products-tech/ai-programming/cursor',
  '/products-tech/programming/api',
  '/products-tech/docker/vercel',
  '/products-tech/automation/python',
])

export const furtherReading = ({ pages }: SectionRoutes): AppRoute[] =>
  pages.filter((route) => !learningPath.some((step) => step.path === route.path))

/** By deep-dive id, like deepDiveGuides. */
export const deepDiveIcons: Record<string, LucideIcon> = {
  agents: Bot,
  'ai-coding': Code,
  automation: Workflow,
}
