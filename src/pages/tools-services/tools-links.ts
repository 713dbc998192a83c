import { routesAt } from '@/routes/guide-routes'
import type { SectionRoutes } from '@/routes/section-routes'

// The keys of tools.json's keyed lists, in the order the page shows them.
export const onlineCategoryIds = ['dev', 'agents', 'research'] as const
export const playbookIds = ['paid-from-abroad', 'first-sale-china'] as const
export const cashflowIds = ['company', 'knowledge'] as const
export const serviceIds = ['listing', 'certification', 'partnership'] as const
export const faqIds = ['company-first', 'overseas-payments', 'first-tool'] as const

/** By category (tools.json online.categories). */
export const onlineGuides = {
  dev: routesAt(['/tools-services/online/dev-tools'])[0],
  agents: routesAt(['/tools-services/online/ai-agents'])[0],
  research: routesAt(['/tools-services/online/research-tools'])[0],
}

/** By card (tools.json playbooks.items, cashflow.items and services.items). */
export const cardGuides = {
  'paid-from-abroad': routesAt(['/tools-services/playbooks/paid-from-abroad'])[0],
  'first-sale-china': routesAt(['/tools-services/playbooks/first-sale-china'])[0],
  company: routesAt(['/tools-services/cashflow/company'])[0],
  knowledge: routesAt(['/tools-services/cashflow/knowledge'])[0],
  listing: routesAt(['/tools-services/overseas/listing'])[0],
  certification: routesAt(['/tools-services/overseas/certification'])[0],
  partnership: routesAt(['/tools-services/overseas/partnership'])[0],
}

/** Where "try now" leads: the section's first guide, the online development tools. */
export const firstGuide = ({ pages }: SectionRoutes) => pages[0]
