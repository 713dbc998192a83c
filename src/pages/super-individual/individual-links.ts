import { routesAt } from '@/routes/guide-routes'

// Which guides each part of the super-individual pages points to. Paths, not titles: the titles
// come from the navigation namespace, and routesAt throws if the route table loses one of them.

// The keys of individual.json's keyed lists, in the order the pages show them.
export const advantageIds = ['speed', 'cost', 'closeness', 'assets'] as const
export const capabilityIds = ['brand', 'content', 'monetization', 'community'] as const
export const stageIds = ['skills', 'product', 'market', 'scale'] as const
export const skillGroupIds = ['technical', 'product', 'marketing'] as const
export const skillPhaseIds = ['months-0-3', 'months-3-6', 'months-6-9', 'months-9-12'] as const
export const productStepIds = ['discovery', 'design', 'build', 'validation'] as const
export const marketAreaIds = ['acquisition', 'partners', 'revenue', 'international'] as const

/** By stage (individual.json overview.stages.items). */
export const stageGuides = {
  skills: routesAt([
    '/super-individual/skills',
    '/products-tech/ai/prompts',
    '/products-tech/ai-programming/cursor',
  ]),
  product: routesAt([
    '/super-individual/products',
    '/products-tech/programming/analysis',
    '/products-tech/docker/vercel',
  ]),
  market: routesAt(['/super-individual/market', '/marketing/research/seo', '/marketing/research/cases']),
  scale: routesAt([
    '/products-tech/automation/python',
    '/tools-services/cashflow/company',
    '/tools-services/overseas/partnership',
  ]),
}

/** The learning-records panel: where a newcomer should start reading. */
export const startGuides = routesAt([
  '/super-individual/skills',
  '/super-individual/products',
  '/products-tech/ai/prompts',
  '/marketing/research/cases',
])

/** The skills page's effort split: one guide to start each skill group with. */
export const skillGroupGuides = {
  technical: routesAt(['/products-tech'])[0],
  product: routesAt(['/super-individual/products'])[0],
  marketing: routesAt(['/super-individual/market'])[0],
}

/** By product step (individual.json productPath.steps). */
export const productStepGuides = {
  discovery: routesAt(['/products-tech/programming/analysis', '/tools-services/online/research-tools']),
  design: routesAt(['/products-tech/programming/api', '/products-tech/programming/languages']),
  build: routesAt(['/products-tech/ai-programming/cursor', '/products-tech/docker/vercel']),
  validation: routesAt(['/marketing/research/cases', '/super-individual/market']),
}

/** By market area (individual.json market.areas). */
export const marketAreaGuides = {
  acquisition: routesAt([
    '/marketing/research/seo',
    '/marketing/domestic/b2c/short-video',
    '/marketing/overseas/b2c/reddit',
  ]),
  partners: routesAt([
    '/tools-services/overseas/partnership',
    '/marketing/domestic/b2b/open-source',
    '/marketing/overseas/b2b/open-source',
  ]),
  revenue: routesAt(['/tools-services/cashflow/knowledge', '/products-tech/freelance']),
  international: routesAt([
    '/tools-services/cashflow/company',
    '/tools-services/overseas/listing',
    '/marketing/overseas/b2c/google',
  ]),
}
