import { BookOpenCheck, Bot, Megaphone, Rocket, TrendingUp, type LucideIcon } from 'lucide-react'
import type { RoutePath } from '@/routes/route-table'

export type GrowthStepId = 'skills' | 'products' | 'tech' | 'marketing' | 'scale'

export interface GrowthStep {
  id: GrowthStepId
  /** The guide section this step opens. */
  path: RoutePath
  icon: LucideIcon
}

/** The five-step growth path, in order; the words live in home.json under growthPath.steps.<id>. */
export const growthSteps: GrowthStep[] = [
  { id: 'skills', path: '/super-individual/skills', icon: BookOpenCheck },
  { id: 'products', path: '/super-individual/products', icon: Rocket },
  { id: 'tech', path: '/products-tech', icon: Bot },
  { id: 'marketing', path: '/marketing', icon: Megaphone },
  { id: 'scale', path: '/tools-services', icon: TrendingUp },
]
