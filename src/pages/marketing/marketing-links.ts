import { Globe, Landmark, Search, type LucideIcon } from 'lucide-react'
import { routesAt } from '@/routes/guide-routes'
import { routesUnder } from '@/routes/route-table'

// The keys of marketing.json's keyed lists, in the order the page shows them.
export const marketIds = ['domestic', 'overseas'] as const
export const segmentIds = ['b2b', 'b2c'] as const
export const deepDiveIds = ['research', 'domestic', 'overseas'] as const
export type MarketId = (typeof marketIds)[number]
export type SegmentId = (typeof segmentIds)[number]

/** The sidebar groups behind each quadrant of the channel map. */
export const segmentGuides: Record<MarketId, Record<SegmentId, ReturnType<typeof routesUnder>>> = {
  domestic: { b2b: routesUnder('/marketing/domestic/b2b'), b2c: routesUnder('/marketing/domestic/b2c') },
  overseas: { b2b: routesUnder('/marketing/overseas/b2b'), b2c: routesUnder('/marketing/overseas/b2c') },
}

/** By deep dive (marketing.json deepDives.items); each market ends with its end-to-end playbook. */
export const deepDiveGuides = {
  research: routesUnder('/marketing/research'),
  domestic: [...routesUnder('/marketing/domestic'), ...routesAt(['/tools-services/playbooks/first-sale-china'])],
  overseas: [...routesUnder('/marketing/overseas'), ...routesAt(['/tools-services/playbooks/paid-from-abroad'])],
}

/** By deep dive, like deepDiveGuides. */
export const deepDiveIcons: Record<string, LucideIcon> = {
  research: Search,
  domestic: Landmark,
  overseas: Globe,
}
