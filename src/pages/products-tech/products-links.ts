import { Bot, Code, Workflow, type LucideIcon } from 'lucide-react'
import { routesAt } from '@/routes/guide-routes'
import { routesUnder, sectionPagesInOrder } from '@/routes/route-table'

// The keys of products.json's keyed lists, in the order the page shows them.
export const topicIds = ['ai', 'programming', 'cloud'] as const
export const deepDiveIds = ['agents', 'ai-coding', 'automation'] as const

/** By topic (products.json topics.items): the sidebar group each topic card opens onto. */
export const topicGuides = {
  ai: routesUnder('/products-tech/ai'),
  programming: routesUnder('/products-tech/programming'),
  cloud: routesUnder('/products-tech/docker'),
}

/** By deep dive (products.json deepDives.items). */
export const deepDiveGuides = {
  agents: routesAt([
    '/products-tech/ai/prompts',
    '/products-tech/ai/mcp',
    '/tools-services/online/ai-agents',
  ]),
  'ai-coding': [
    ...routesUnder('/products-tech/ai-programming'),
    ...routesAt(['/products-tech/programming/api']),
  ],
  automation: routesUnder('/products-tech/automation'),
}

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

export const furtherReading = sectionPagesInOrder('products-tech').filter(
  (route) => !learningPath.some((step) => step.path === route.path),
)

/** By deep-dive id, like deepDiveGuides. */
export const deepDiveIcons: Record<string, LucideIcon> = {
  agents: Bot,
  'ai-coding': Code,
  automation: Workflow,
}
