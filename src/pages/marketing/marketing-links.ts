import { Globe, Landmark, Search, type LucideIcon } from 'lucide-react'
import { routesAt } from '@/routes/guide-routes'
import { pagesUnder, type SectionRoutes } from '@/routes/section-routes'
import type { AppRoute } from '@/routes/top-level-routes'

// The keys of marketing.json's keyed lists, in the order the page shows them.
export const marketIds = ['domestic', 'overseas'] as const
export const segmentIds = ['b2b', 'b2c'] as const
export const deepDiveIds = ['research', 'domestic', 'overseas'] as const
export type MarketId = (typeof marketIds)[number]
export type SegmentId = (typeof segmentIds)[number]

/** The sidebar groups behind each quadrant of the channel map, from the section's route data. */
export const segmentGuides = (marketing: SectionRoutes): Record<MarketId, Record<SegmentId, AppRoute[]>> => ({
  domestic: {
    b2b: pagesUnder(marketing, '/marketing/domestic/b2b'),
    b2c: pagesUnder(marketing, '/marketing/domestic/b2c'),
  },
  overseas: {
    b2b: pagesUnder(marketing, '/marketing/overseas/b2b'),
    b2c: pagesUnder(marketing, '/marketing/overseas/b2c'),
  },
})

/** By deep dive (marketing.json deepDives.items); each market ends with its end-to-end playbook. */
export const deepDiveGuides = (
  marketing: SectionRoutes,
): Record<(typeof deepDiveIds)[number], AppRoute[]> => ({
  research: pagesUnder(marketing, '/marketing/research'),
  domestic: [
    ...pagesUnder(marketing, '/marketing/domestic'),
    ...routesAt(['/tools-services/playbooks/first-sale-china']),
  ],
  overseas: [
    ...pagesUnder(marketing, '/marketing/overseas'),
    ...routesAt(['/tools-services/playbooks/paid-from-abroad']),
  ],
})

/** By deep dive, like deepDiveGuides. */
export const deepDiveIcons: Record<string, LucideIcon> = {
  research: Search,
  domestic: Landmark,
  overseas: Globe,
}
