import { Globe, Landmark, Search, type LucideIcon } from 'lucide-react'
import { routesUnder } from '@/routes/guide-routes'
import type { MarketId, SegmentId } from './marketing-content'

/** The sidebar groups behind each quadrant of the channel map. */
export const segmentGuides: Record<MarketId, Record<SegmentId, ReturnType<typeof routesUnder>>> = {
  domestic: { b2b: routesUnder('/marketing/domestic/b2b'), b2c: routesUnder('/marketing/domestic/b2c') },
  overseas: { b2b: routesUnder('/marketing/overseas/b2b'), b2c: routesUnder('/marketing/overseas/b2c') },
}

/** By deep-dive id (marketing.json deepDives.items[].id). */
export const deepDiveGuides = {
  research: routesUnder('/marketing/research'),
  domestic: routesUnder('/marketing/domestic'),
  overseas: routesUnder('/marketing/overseas'),
}

/** By deep-dive id, like deepDiveGuides. */
export const deepDiveIcons: Record<string, LucideIcon> = {
  research: Search,
  domestic: Landmark,
  overseas: Globe,
}
